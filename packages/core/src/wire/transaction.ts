/** The transaction as the API sends it (spec part 2 §3 Transaction; spec names with their aliases) and a page of them. */
import { z } from 'zod';
import { pageFields } from './common';

export const TransactionSchema = z.object({
  id: z.string().describe('chain:height:index'),
  chain: z.string(),
  tx_id: z.string(),
  hash: z.string(),
  ctime: z.number().int().describe('unix seconds'),
  timestamp: z.number().int(),
  block_height: z.number().int(),
  tx_index: z.number().int(),
  address_from: z.string().nullable(),
  from: z.string().nullable(),
  address_to: z.string().nullable(),
  to: z.string().nullable(),
  amount: z.string().describe('wei'),
  value: z.string().describe('wei'),
  fee: z.string().describe('wei'),
  gas_used: z.string().nullable(),
  gas_limit: z.string().nullable(),
  gas_price: z.string().nullable(),
  effective_gas_price: z.string().nullable(),
  status: z.number().int().describe('0 pending, 1 success, 2 failed, 3 unknown'),
  type: z.number().int().nullable(),
  tx_type: z.number().int().nullable(),
  nonce: z.number().int().nullable(),
  max_fee_per_gas: z.string().nullable(),
  max_priority_fee_per_gas: z.string().nullable(),
  contract_address: z.string().nullable().describe('contract created by this transaction'),
  is_token: z.boolean(),
  contract_addr: z.string().nullable().describe('token contract of the first ERC-20 transfer'),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  token_decimals: z.number().int().nullable(),
  token_amount: z.string().nullable(),
  token_from: z.string().nullable(),
  token_to: z.string().nullable(),
  input: z.string().nullable(),
});
export type ApiTransaction = z.infer<typeof TransactionSchema>;

export const TransactionListSchema = z.object({ transactions: z.array(TransactionSchema), ...pageFields });
export type TransactionList = z.infer<typeof TransactionListSchema>;
