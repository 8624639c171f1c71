/**
 * Answers about a block below finality (the registry's finalityDepth under the indexed tip) never
 * change: they carry an ETag (the block hash) and a long cache, and a matching If-None-Match gets
 * 304 without a body. Answers about younger blocks are revalidated (no-cache): a reorg may replace
 * them; so are those of a family whose answers count confirmations (they change with every block).
 * An answer that also depends on something besides the block (the Solana program registry names the
 * instructions) passes that thing's version: its ETag carries the version and it is revalidated on
 * every use (no-cache), so a change of the registry is seen at once and an unchanged answer is a 304.
 */
import { CHAINS, type ChainId } from '@explorer/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { familyReads } from '../../../families';

const TIP_TTL_MS = 1000;
const tips = new WeakMap<FastifyInstance, { at: number; heights: Promise<Map<string, number>> }>();

function indexedTips(app: FastifyInstance): Promise<Map<string, number>> {
  const cached = tips.get(app);
  if (cached && Date.now() - cached.at < TIP_TTL_MS) return cached.heights;
  const heights = app.repos.health.checkpoints().then((rows) => new Map(rows.map((r) => [r.chain, r.height])));
  tips.set(app, { at: Date.now(), heights });
  return heights;
}

/**
 * Sets the caching headers for an answer about block (chain, height, hash), built with `version` of
 * whatever else it reads. Returns true when the caller already holds it (304 sent): the handler then
 * returns without a body.
 */
export async function cacheIfFinal(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, chain: ChainId, height: number, hash: string, version?: string): Promise<boolean> {
  const tip = familyReads(chain).finalAnswersImmutable ? (await indexedTips(app)).get(chain) : undefined;
  if (tip === undefined || height > tip - CHAINS[chain].finalityDepth) {
    reply.header('cache-control', 'no-cache');
    return false;
  }
  const etag = version === undefined ? `"${hash}"` : `"${hash}.${version}"`;
  // a signed-in answer may only sit in the caller's own cache
  const scope = request.headers.authorization || request.headers['x-api-key'] ? 'private' : 'public';
  reply.header('etag', etag).header('cache-control', version === undefined ? `${scope}, max-age=86400, immutable` : `${scope}, no-cache`);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    reply.code(304).send();
    return true;
  }
  return false;
}
