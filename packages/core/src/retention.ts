/**
 * Retention of a chain's data (<CHAIN>_RETENTION): the newest `blocks` heights (slots), or a duration
 * counted back from the newest indexed block's time ('30d', '12h'). Older data is removed by whole
 * partitions (the chain registry's partitionSpan), so a little more than the window is kept.
 */
export type Retention = { kind: 'blocks'; blocks: number } | { kind: 'duration'; seconds: number };

const UNIT_SECONDS: Readonly<Record<string, number>> = { h: 3600, d: 86_400 };

/** the text of a retention setting → what it keeps; null when it is not one */
export function parseRetention(text: string): Retention | null {
  const value = text.trim();
  const blocks = /^(\d{1,15})$/.exec(value);
  if (blocks) {
    const n = Number(blocks[1]);
    return n >= 1 ? { kind: 'blocks', blocks: n } : null;
  }
  const duration = /^(\d{1,6})([hd])$/.exec(value);
  if (duration) {
    const n = Number(duration[1]);
    return n >= 1 ? { kind: 'duration', seconds: n * UNIT_SECONDS[duration[2]!]! } : null;
  }
  return null;
}

export const RETENTION_FORMAT = 'must be a number of blocks (100000) or a duration in hours or days (12h, 30d)';
