/** The receipt as the API sends it (spec part 2 §3 Receipt and the block-detail expansion, §2.3). */
import { z } from 'zod';
import type { LogRow, TransactionRow } from '../plugins/app/transactions-repository';
import { mulDecimal } from './amounts';

const LogSchema = z.object({
  log_index: z.number().int(),
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
});

const TokenSchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  amount: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

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
  token: TokenSchema.nullable(),
  logs_data: z.array(LogSchema),
  parser_configs: z.array(z.unknown()),
});
export type ApiReceipt = z.infer<typeof ReceiptSchema>;

export function receiptStatus(txStatus: number): number | null {
  if (txStatus === 1) return 1;
  if (txStatus === 2) return 0;
  return null;
}

function savedFee(tx: TransactionRow): string | null {
  if (tx.tx_type !== 2 && tx.tx_type !== 3) return null;
  if (tx.max_fee_per_gas === null || tx.effective_gas_price === null || tx.gas_used === null) return null;
  return ((BigInt(tx.max_fee_per_gas) - BigInt(tx.effective_gas_price)) * BigInt(tx.gas_used)).toString();
}

export function toReceipt(tx: TransactionRow, block: { hash: string; base_fee: string | null } | undefined, logs: LogRow[]): ApiReceipt {
  const baseFee = block?.base_fee ?? null;
  const input = tx.input;
  return {
    chain: tx.chain,
    status: receiptStatus(tx.status),
    block_number: tx.block_height,
    block_hash: block?.hash ?? null,
    transaction_index: tx.tx_index,
    timestamp: tx.timestamp,
    tx_hash: tx.hash,
    from: tx.from_addr,
    to: tx.to_addr,
    effective_gas_price: tx.effective_gas_price,
    gas_price: tx.gas_price,
    gas_used: tx.gas_used,
    gas_limit: tx.gas_limit,
    cumulative_gas_used: tx.cumulative_gas_used,
    fee: tx.fee,
    value: tx.value,
    type: tx.tx_type,
    nonce: tx.nonce,
    base_fee: baseFee,
    max_fee_per_gas: tx.max_fee_per_gas,
    max_priority_fee_per_gas: tx.max_priority_fee_per_gas,
    burned_fee: mulDecimal(baseFee, tx.gas_used),
    saved_fee: savedFee(tx),
    contract_address: tx.contract_address,
    input_data: input,
    function_selector: input !== null && input.length >= 10 ? input.slice(0, 10) : null,
    token:
      tx.token_address === null
        ? null
        : {
            address: tx.token_address,
            name: tx.token_name,
            symbol: tx.token_symbol,
            decimals: tx.token_decimals,
            amount: tx.token_amount,
            from: tx.token_from,
            to: tx.token_to,
          },
    logs_data: logs.map((l) => ({
      log_index: l.log_index,
      address: l.address,
      topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null),
      data: l.data,
    })),
    parser_configs: [],
  };
}

export const ParsedResultSchema = z.object({
  from_address: z.string(),
  to_address: z.string(),
  amount_wei: z.string(),
  token_symbol: z.string().nullable(),
  token_address: z.string(),
  token_decimals: z.number().int().nullable(),
  log_index: z.number().int(),
});
