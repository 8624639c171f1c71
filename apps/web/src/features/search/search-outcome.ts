/**
 * What the top bar does with the search's answer: one match on the current chain opens it; several
 * there show a short list; matches only on other chains are offered with their chain; none says so.
 */
import type { ChainId, SearchHit } from '../../lib/core';

export type SearchOutcome = { kind: 'go'; path: string } | { kind: 'list'; hits: SearchHit[] } | { kind: 'elsewhere'; hits: SearchHit[] } | { kind: 'none' };

export function searchOutcome(chain: ChainId, hits: readonly SearchHit[]): SearchOutcome {
  if (hits.length === 0) return { kind: 'none' };
  const here = hits.filter((h) => h.chain === chain);
  if (here.length === 1) return { kind: 'go', path: here[0]!.path };
  if (here.length > 1) return { kind: 'list', hits: [...here, ...hits.filter((h) => h.chain !== chain)] };
  return { kind: 'elsewhere', hits: [...hits] };
}

/** a long hash or address shortened for the list: 0x1234…abcd */
export const shortKey = (key: string): string => (key.length > 20 ? `${key.slice(0, 10)}…${key.slice(-6)}` : key);
