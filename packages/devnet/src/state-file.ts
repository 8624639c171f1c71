/**
 * Keeps Anvil's state file from growing without end: it holds every block and transaction (with
 * traces) and Anvil rewrites it whole every few seconds. Before a start, a file past the size cap
 * loses its older half of block history; balances, contracts and the chain head stay, so the chain
 * continues at the same height and hash, and only old blocks are no longer served by the node.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { Logger } from '@explorer/core';

/** Node cannot hold a string much past 512 MiB; a file that large is not read at all */
const UNREADABLE_BYTES = 400 * 1024 * 1024;

interface AnvilState {
  blocks?: { header: { number: string } }[];
  transactions?: { block_number: number }[];
  [key: string]: unknown;
}

export type PruneResult = { action: 'none' } | { action: 'pruned'; keptFrom: number; bytes: number } | { action: 'moved'; to: string };

export async function pruneStateFile(file: string, maxBytes: number, logger?: Logger): Promise<PruneResult> {
  const size = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size <= maxBytes) return { action: 'none' };
  if (size > UNREADABLE_BYTES) {
    const to = `${file}.too-large-${Date.now()}`;
    await rename(file, to);
    logger?.warn({ file, size, movedTo: to }, 'devnet state file too large to prune; starting a new chain');
    return { action: 'moved', to };
  }
  const state = JSON.parse(await readFile(file, 'utf8')) as AnvilState;
  const numbers = (state.blocks ?? []).map((b) => Number(BigInt(b.header.number))).sort((a, b) => a - b);
  const keptFrom = numbers[Math.floor(numbers.length / 2)] ?? 0;
  state.blocks = (state.blocks ?? []).filter((b) => Number(BigInt(b.header.number)) >= keptFrom);
  state.transactions = (state.transactions ?? []).filter((t) => t.block_number >= keptFrom);
  const text = JSON.stringify(state);
  const tmp = `${file}.${process.pid}.prune`;
  await writeFile(tmp, text, { mode: 0o600 });
  await rename(tmp, file);
  logger?.info({ file, before: size, after: text.length, keptFrom }, 'devnet state file pruned: older blocks dropped');
  return { action: 'pruned', keptFrom, bytes: text.length };
}
