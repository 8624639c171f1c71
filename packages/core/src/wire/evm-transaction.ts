/**
 * One EVM transaction's page (GET /api/{v1|no-auth}/transactions/detail/{chain}/{hash}): the
 * transaction, its block and confirmations, and for signed-in users its receipt (as the block page's
 * expanded row shows it), every token transfer it made and the parse results of its contracts'
 * parser configs. Guests get no receipts (spec part 2 §9): those three are null for them.
 */
import { z } from 'zod';
import { AddressTokenTransferSchema } from './address-page';
import { ParsedResultSchema, ReceiptSchema } from './receipt';
import { TransactionSchema } from './transaction';

export const EvmTransactionDetailSchema = z.object({
  transaction: TransactionSchema,
  block_hash: z.string().nullable(),
  /** the newest indexed block of the chain */
  head_height: z.number().int(),
  /** head − block + 1 */
  confirmations: z.number().int(),
  receipt: ReceiptSchema.nullable().describe('null for guests'),
  token_transfers: z.array(AddressTokenTransferSchema).nullable().describe('the ERC-20 transfers the transaction made, in log order; null for guests'),
  parsed_results: z.array(ParsedResultSchema).nullable().describe('null for guests'),
});
export type ApiEvmTransactionDetail = z.infer<typeof EvmTransactionDetailSchema>;
export type ApiTokenTransfer = z.infer<typeof AddressTokenTransferSchema>;
