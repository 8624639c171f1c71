/**
 * The Solana routes' reads and schemas, behind both /api/v1/sol/… and /api/no-auth/sol/…: a slot's
 * transactions ({ success, data: [SolTransactionSummary], meta: { total, page, page_size } }; with
 * detail=full the rows are SolTransaction, at most 50 a page, guests 20), one
 * transaction's detail (SolTransaction) by signature, tx_id or id, and its artifacts (transfer
 * events and instructions with program names). Signatures are base58 of 64 bytes, compared exactly.
 * Program and instruction names come from the program registry at read time: a final block's answer
 * is cached under the registry's version (final-blocks.ts).
 */
import { isSolSignature, SolArtifactsSchema, SolTransactionRowSchema, SolTransactionSchema } from '@explorer/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { fieldLabel } from '../../../http/field-labels';
import { missing } from '../../../http/pruned';
import type { Repositories } from '../../../composition';
import { detailQuery, heightParam, pageQuery, voteQuery } from '../../../wire/common';
import { toSolArtifacts, toSolTransaction } from '../../../families/sol/transaction';
import { cacheIfFinal } from './final-blocks';
import type { BlockTxLimits } from './limits';
import { blockTransactions, blockTxFilter } from './transactions';

export const SOL_CHAIN = 'sol' as const;
export const SIGNATURE_HINT = '必须是base58编码的64字节交易签名（87–88个字符）';
export const SIGNATURE_REQUIRED = '必须提供交易签名参数（signature、tx_id或id）';

const signature = z.string().refine(isSolSignature, SIGNATURE_HINT).describe('transaction signature (base58, 64 bytes), case-sensitive');

export const slotPath = (required: string) => z.object({ slot: heightParam(required).describe('the slot') });
export const SlotTxQuery = z.object({ ...pageQuery, ...voteQuery, ...detailQuery });
export const TxDetailQuery = z.object({ signature: signature.optional(), tx_id: signature.optional(), id: signature.optional() });
export const TxIdPath = z.object({ id: signature });

/** The spec's "success, data list, meta.total" list envelope. */
export const SlotTransactionsResponse = (errors: readonly number[]) => {
  const out: Record<number, z.ZodType> = {
    200: z.object({
      success: z.literal(true),
      data: z.array(SolTransactionRowSchema),
      message: z.string(),
      meta: z.object({ total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
    }),
  };
  for (const code of errors) out[code] = ErrorEnvelope;
  return out;
};
export { SolArtifactsSchema, SolTransactionSchema };

export async function slotTransactions(repos: Repositories, slot: number, query: z.infer<typeof SlotTxQuery>, limits: BlockTxLimits) {
  const list = await blockTransactions(repos, SOL_CHAIN, slot, query, limits, blockTxFilter(query));
  return { success: true as const, data: list.transactions, message: 'ok', meta: { total: list.total, page: list.page, page_size: list.page_size } };
}

const notFoundBy = (field: string) => `${fieldLabel([field])}对应的交易不存在`;

async function bySignature(repos: Repositories, field: string, sig: string) {
  const row = await repos.sol.transactions.bySignature(SOL_CHAIN, sig);
  if (!row) throw await missing(repos, SOL_CHAIN, notFoundBy(field));
  return row;
}

/** The transaction named by signature, tx_id or id (the first given), or 400 / 404. */
export async function transactionDetail(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, query: z.infer<typeof TxDetailQuery>) {
  const field = (['signature', 'tx_id', 'id'] as const).find((k) => query[k] !== undefined);
  if (!field) throw badRequest(SIGNATURE_REQUIRED);
  const row = await bySignature(app.repos, field, query[field]!);
  const registry = await app.repos.sol.programs.registry();
  if (await cacheIfFinal(app, req, reply, SOL_CHAIN, row.block_height, row.signature, registry.version)) return null;
  return toSolTransaction(row, registry);
}

export async function transactionArtifacts(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, id: string) {
  const row = await bySignature(app.repos, 'id', id);
  const registry = await app.repos.sol.programs.registry();
  if (await cacheIfFinal(app, req, reply, SOL_CHAIN, row.block_height, row.signature, registry.version)) return null;
  const events = await app.repos.sol.transactions.eventsOf(SOL_CHAIN, row);
  return toSolArtifacts(row, events, registry);
}
