/** Block reads behind both the signed-in and the guest routes; the caller's limits decide the rest. */
import { normalizeHash, type ApiBlock, type ChainId } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../errors';
import type { Repositories } from '../../../plugins/app';
import { toBlock } from '../../../wire/block';
import { resolvePage } from '../../../wire/common';
import type { AccessLimits } from './limits';

export const BLOCK_NOT_FOUND = '区块不存在';

interface PageInput {
  page?: number;
  page_size?: number;
}

export async function listBlocks(repos: Repositories, chain: ChainId, query: PageInput, limits: AccessLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits.blocks);
  const { totalBlocks } = await repos.blocks.totals(chain);
  const reachable = limits.newestBlocks === null ? totalBlocks : Math.min(totalBlocks, limits.newestBlocks);
  const limit = limits.newestBlocks === null ? pageSize : Math.max(0, Math.min(pageSize, limits.newestBlocks - offset));
  const rows = limit > 0 ? await repos.blocks.list(chain, offset, limit) : [];
  return { blocks: rows.map(toBlock), total: reachable, page, page_size: pageSize };
}

/** query is a height (digits) or a 0x block hash; the answer is a list of 0 or 1 blocks. */
export async function searchBlocks(repos: Repositories, chain: ChainId, query: PageInput & { query: string }, limits: AccessLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits.search);
  const row = /^\d+$/.test(query.query)
    ? await repos.blocks.byHeight(chain, Number(query.query))
    : await repos.blocks.byHash(chain, normalizeHash(chain, query.query) ?? query.query);
  const found = row ? [toBlock(row)] : [];
  return { blocks: found.slice(offset, offset + pageSize), total: found.length, page, page_size: pageSize };
}

export async function blockByHeight(repos: Repositories, chain: ChainId, height: number): Promise<ApiBlock> {
  const row = await repos.blocks.byHeight(chain, height);
  if (!row) throw notFound(BLOCK_NOT_FOUND);
  return toBlock(row);
}

export async function blockByHash(repos: Repositories, chain: ChainId, hash: string): Promise<ApiBlock> {
  const row = await repos.blocks.byHash(chain, hash);
  if (!row) throw notFound(BLOCK_NOT_FOUND);
  return toBlock(row);
}

/** Calls that leave the height out (an empty path segment) get the spec's message, not a 404. */
export function answerMissingHeight(app: FastifyInstance, paths: readonly string[], message: string): void {
  for (const url of paths) {
    app.get(url, { schema: { hide: true } }, async () => {
      throw badRequest(message);
    });
  }
}
