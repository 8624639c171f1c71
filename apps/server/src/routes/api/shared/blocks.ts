/**
 * Block reads behind both the signed-in and the guest routes, for any served chain: paging, caps and
 * 404s here, the rows and their shape from the chain's family (families/index.ts).
 */
import { normalizeHash, type ChainId } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../http/errors';
import { missing } from '../../../http/pruned';
import type { Repositories } from '../../../composition';
import { resolvePage, storedHash } from '../../../wire/common';
import type { AnyBlock } from '../../../families';
import { familyReads } from '../../../families';
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
  const blocks = limit > 0 ? await familyReads(chain).blocks.list(repos, chain, offset, limit) : [];
  return { blocks, total: reachable, page, page_size: pageSize };
}

/** query is a height (digits) or a block hash in the chain's format; the answer is a list of 0 or 1 blocks. */
export async function searchBlocks(repos: Repositories, chain: ChainId, query: PageInput & { query: string }, limits: AccessLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits.search);
  const reads = familyReads(chain);
  let block: AnyBlock | undefined;
  if (/^\d{1,16}$/.test(query.query)) block = await reads.blocks.byHeight(repos, chain, Number(query.query));
  else {
    const hash = normalizeHash(chain, query.query);
    if (hash === null) throw badRequest(reads.searchHint);
    block = await reads.blocks.byHash(repos, chain, hash);
  }
  const found = block ? [block] : [];
  return { blocks: found.slice(offset, offset + pageSize), total: found.length, page, page_size: pageSize };
}

export async function blockByHeight(repos: Repositories, chain: ChainId, height: number): Promise<AnyBlock> {
  const block = await familyReads(chain).blocks.byHeight(repos, chain, height);
  if (!block) throw await missing(repos, chain, BLOCK_NOT_FOUND, height);
  return block;
}

export async function blockByHash(repos: Repositories, chain: ChainId, hashText: string): Promise<AnyBlock> {
  const block = await familyReads(chain).blocks.byHash(repos, chain, storedHash(chain, hashText));
  if (!block) throw await missing(repos, chain, BLOCK_NOT_FOUND);
  return block;
}

/** Calls that leave the height out (an empty path segment) get the spec's message, not a 404. */
export function answerMissingHeight(app: FastifyInstance, paths: readonly string[], message: string): void {
  for (const url of paths) {
    app.get(url, { schema: { hide: true } }, async () => {
      throw badRequest(message);
    });
  }
}
