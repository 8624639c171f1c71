/** The receipt as the API sends it (spec part 2 §3 Receipt, the block-detail expansion §2.3) and a parse result. */
import { z } from 'zod';

export const ReceiptLogSchema = z.object({
  log_index: z.number().int(),
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
});
export type ReceiptLog = z.infer<typeof ReceiptLogSchema>;

export const ReceiptTokenSchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  amount: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** from the token's coin config (spec part 2 §2.3 token contract info); null when it has none */
  market_cap_rank: z.number().int().nullable(),
  is_stablecoin: z.boolean().nullable(),
  is_verified: z.boolean().nullable(),
  description: z.string().nullable(),
  website_url: z.string().nullable(),
  explorer_url: z.string().nullable(),
});
export type ReceiptToken = z.infer<typeof ReceiptTokenSchema>;

export const ReceiptSchema = z.object({
  chain: z.string(),
  status: z.number().int().nullable().describe('receipt status: 0 failed, 1 success, null unknown'),
  block_number: z.number().int(),
  block_hash: z.string().nullable(),
  transaction_index: z.number().int(),
  timestamp: z.number().int(),
  tx_hash: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  effective_gas_price: z.string().nullable(),
  gas_price: z.string().nullable(),
  gas_used: z.string().nullable(),
  gas_limit: z.string().nullable(),
  cumulative_gas_used: z.string().nullable(),
  fee: z.string(),
  value: z.string(),
  type: z.number().int().nullable(),
  nonce: z.number().int().nullable(),
  base_fee: z.string().nullable(),
  max_fee_per_gas: z.string().nullable(),
  max_priority_fee_per_gas: z.string().nullable(),
  burned_fee: z.string().nullable().describe('base_fee × gas_used'),
  saved_fee: z.string().nullable().describe('(max_fee_per_gas − effective_gas_price) × gas_used, type 2 and 3'),
  contract_address: z.string().nullable(),
  input_data: z.string().nullable(),
  function_selector: z.string().nullable(),
  token: ReceiptTokenSchema.nullable(),
  logs_data: z.array(ReceiptLogSchema),
  parser_configs: z.array(z.unknown()).describe('the active parser configs of the contract called'),
});
export type ApiReceipt = z.infer<typeof ReceiptSchema>;

/**
 * A parsed result (spec part 2 §3): what the contract's parser configs read from the transaction
 * (source input or log), or, when it has none, one ERC-20 transfer it made (source transfer).
 */
export const ParsedResultSchema = z.object({
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  amount_wei: z.string().nullable(),
  token_symbol: z.string().nullable(),
  token_address: z.string(),
  token_decimals: z.number().int().nullable(),
  log_index: z.number().int().nullable(),
  source: z.enum(['input', 'log', 'transfer']),
  config_id: z.number().int().nullable(),
});
export type ParsedResult = z.infer<typeof ParsedResultSchema>;
