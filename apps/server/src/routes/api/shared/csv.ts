/**
 * The CSV downloads of the block list (blocks.csv, the list's own query: chain, page, page_size or
 * a search query; `from` pins the start to the first height the page shows, so newer blocks that
 * arrived since do not shift the file) and of a block's transactions (blocks/{height}/transactions.csv, with vote=false
 * on Solana), for guests and signed-in callers. At most limits.csvRows rows (guests 1,000,
 * signed-in 10,000; `limit` asks for fewer), said in the X-Row-Cap header; guests' block lists
 * reach the 100 newest blocks only, as the list does (with `from`: as the page's list did when it
 * loaded, see pageWindowRows).
 */
import { CHAINS, type ChainId } from '@explorer/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendCsv, type CsvRow } from '../../../http/csv';
import { blockHeader, blockRows, blockTransactionsExport } from '../../../csv-exports/blocks';
import { ErrorEnvelope } from '../../../http/envelope';
import { missing } from '../../../http/pruned';
import { heightParam, pageQuery, positiveInt, resolvePage, voteQuery } from '../../../wire/common';
import { EXAMPLE_FAMILY, familyReads, servedChainQuery } from '../../../families';
import { BLOCK_NOT_FOUND, searchBlocks } from './blocks';
import type { AccessLimits } from './limits';
import { blockTxFilter } from './transactions';

const HEIGHT_REQUIRED = '必须是区块高度';
const limit = positiveInt().optional().describe('rows wanted; at most the caller’s cap (guests 1000, signed-in 10000)');

export const BlocksCsvQuery = z.object({
  chain: servedChainQuery,
  ...pageQuery,
  query: z.string().trim().max(128, '不能超过128个字符').optional().describe('a block height or hash: that block alone (the list’s search)'),
  from: heightParam(HEIGHT_REQUIRED).optional().describe('start at this height (the first row the list shows), instead of page and page_size'),
  limit,
});
export const BlockTxCsvQuery = z.object({ chain: servedChainQuery, ...voteQuery, limit });
/** the example lines of the documents: the EVM columns (Bitcoin's and Solana's files have their own) */
export const BLOCKS_CSV_HEADER = blockHeader(EXAMPLE_FAMILY);
export const BLOCK_TX_CSV_HEADER = blockTransactionsExport(EXAMPLE_FAMILY).header;

/** the route schema's answers: a CSV file (its example: the BOM and the header line of `header`), or the JSON error envelope */
export const csvResponses = (errors: readonly number[], header: readonly string[]) => ({
  200: z
    .string()
    .describe('text/csv; charset=utf-8 with a BOM; X-Row-Cap: the most rows the caller gets')
    .meta({ examples: [`\uFEFF${header.join(',')}\r\n`] }),
  ...Object.fromEntries(errors.map((code) => [code, ErrorEnvelope])),
});

async function* none(): AsyncGenerator<CsvRow> {}

/**
 * A guest's file from the first block a page shows: the rows that page's list covers (共 100 个区块:
 * the newest blocks as they were when it loaded), from its offset to the end, so the file agrees with
 * the page even after newer blocks arrived. Only while `from` is still among the newest blocks: an
 * older page gets nothing (so a guest reaches fewer than twice the newest blocks, never the history).
 */
async function pageWindowRows(app: FastifyInstance, chain: ChainId, from: number, newest: number, offset: number, cap: number): Promise<number> {
  const newer = await app.repos.csv.countAbove(chain, from, newest);
  return newer >= newest ? 0 : Math.min(cap, Math.max(0, newest - offset));
}

export async function sendBlocksCsv(app: FastifyInstance, reply: FastifyReply, q: z.infer<typeof BlocksCsvQuery>, limits: AccessLimits): Promise<void> {
  const { chain } = q;
  const family = CHAINS[chain].family;
  const cap = Math.min(limits.csvRows, q.limit ?? limits.csvRows);
  let from: number | null = null;
  let count: number;
  let name: string;
  if (q.query) {
    const [block] = (await searchBlocks(app.repos, chain, { query: q.query }, limits)).blocks;
    from = block?.height ?? null;
    count = block ? 1 : 0;
    name = `${chain}-blocks-search.csv`;
  } else if (q.from !== undefined) {
    from = q.from;
    count = limits.newestBlocks === null ? cap : await pageWindowRows(app, chain, q.from, limits.newestBlocks, resolvePage(q, limits.blocks).offset, cap);
    name = `${chain}-blocks-from-${q.from}.csv`;
  } else {
    const { page, offset } = resolvePage(q, limits.blocks);
    const reachable = limits.newestBlocks === null ? cap : Math.max(0, limits.newestBlocks - offset);
    count = Math.min(cap, reachable);
    if (offset > 0 && count > 0) {
      const [first] = await familyReads(chain).blocks.list(app.repos, chain, offset, 1);
      if (first) from = first.height;
      else count = 0;
    }
    name = page > 1 ? `${chain}-blocks-page-${page}.csv` : `${chain}-blocks.csv`;
  }
  reply.header('x-row-cap', String(cap));
  await sendCsv(reply, name, blockHeader(family), count > 0 ? blockRows(app.repos, family, chain, from, count) : none());
}

export async function sendBlockTxCsv(app: FastifyInstance, reply: FastifyReply, chain: ChainId, height: number, q: z.infer<typeof BlockTxCsvQuery>, limits: AccessLimits): Promise<void> {
  if (!(await app.repos.search.blockByHeight(chain, height))) throw await missing(app.repos, chain, BLOCK_NOT_FOUND, height);
  const exporter = blockTransactionsExport(CHAINS[chain].family);
  const cap = Math.min(limits.csvRows, q.limit ?? limits.csvRows);
  reply.header('x-row-cap', String(cap));
  await sendCsv(reply, `${chain}-block-${height}-transactions.csv`, exporter.header, exporter.rows(app.repos, chain, height, blockTxFilter(q).votes, cap));
}
