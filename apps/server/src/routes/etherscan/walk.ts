/**
 * Etherscan's page window and the bounded walks under the lists: page × offset ≤ the window, and the
 * rows of a page are found by walking an index in chunks (an address's index rows, a token's move
 * logs) after a keyset position, keeping what matches, until the page is full — at most twice the
 * window's rows of the index a call (so a call's cost never grows with the address's or the
 * chain's history beyond that; narrow with startblock/endblock to reach further).
 */
import type { ByteaIn } from '@explorer/db';
import type { EtherscanLogRow, Range, TxKey } from '../../families/evm/etherscan-repository';
import type { Ctx } from './context';
import { refuse } from './shapes';

export interface Window {
  /** rows before the page */
  skip: number;
  /** rows up to the page's end */
  need: number;
}

/** page (default 1) and offset (default: the whole window) within the window; `offsetCap`: the most rows one page may hold */
export function pageOf(p: { page?: number; offset?: number }, window: number, offsetCap = window): Window {
  const page = p.page ?? 1;
  const offset = p.offset ?? Math.min(window, offsetCap);
  if (page < 1) throw refuse('Error! Invalid page');
  if (offset < 1) throw refuse('Error! Invalid offset');
  if (offset > offsetCap) throw refuse(`Error! Maximum offset is ${offsetCap}`);
  if (page * offset > window)
    throw refuse(`Result window is too large, PageNo x Offset size must be less than or equal to ${window}`);
  return { skip: (page - 1) * offset, need: page * offset };
}

const CHUNK = 1_000;
/**
 * the next chunk's size: first what the page still needs (most of an address's index rows match, so a
 * page of 25 reads about 25 rows), then at least double the last (rows the filter drops cost fewer
 * round trips), at most CHUNK
 */
const nextChunk = (last: number, missing: number): number => Math.min(CHUNK, Math.max(missing, last * 2, 1));
const scanCap = (ctx: Ctx) => 2 * ctx.window;

/** the address's index rows in the range's order, chunk by chunk, what `pick` keeps of each chunk, until `need` are kept */
export async function walkActivity<T>(
  ctx: Ctx,
  address: ByteaIn,
  range: Range,
  need: number,
  pick: (keys: TxKey[]) => Promise<T[]>,
): Promise<T[]> {
  const repo = ctx.app.repos.evm.etherscan;
  const kept: T[] = [];
  let after: TxKey | null = null;
  let scanned = 0;
  let size = 0;
  while (kept.length < need && scanned < scanCap(ctx)) {
    size = nextChunk(size, need - kept.length);
    const keys = await repo.activity(ctx.chain, address, range, after, size);
    if (keys.length === 0) break;
    kept.push(...(await pick(keys)));
    scanned += keys.length;
    after = keys.at(-1)!;
    if (keys.length < size) break;
  }
  return kept;
}

/** a token's move logs in the range's order, chunk by chunk, what `pick` keeps of each chunk, until `need` are kept */
export async function walkTokenLogs<T>(
  ctx: Ctx,
  token: ByteaIn,
  range: Range,
  need: number,
  pick: (logs: EtherscanLogRow[]) => T[],
): Promise<T[]> {
  const repo = ctx.app.repos.evm.etherscan;
  const kept: T[] = [];
  let after: { block_height: number; log_index: number } | null = null;
  let scanned = 0;
  let size = 0;
  while (kept.length < need && scanned < scanCap(ctx)) {
    size = nextChunk(size, need - kept.length);
    const logs = await repo.tokenLogsOfContract(ctx.chain, token, range, after, size);
    if (logs.length === 0) break;
    kept.push(...pick(logs));
    scanned += logs.length;
    after = logs.at(-1)!;
    if (logs.length < size) break;
  }
  return kept;
}
