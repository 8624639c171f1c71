/** The receipt as the API sends it (spec part 2 §3 Receipt, §2.3; the shape is in @explorer/core wire/receipt.ts), built from a row. */
import type { ApiReceipt } from '@explorer/core';
import type { CoinConfigRow } from '../../plugins/app/coin-configs-repository';
import type { LogRow, TransactionRow } from './transactions-repository';
import { mulDecimal } from '../../wire/amounts';

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

/**
 * The token contract info of a token transaction: the contract's name, symbol and decimals, with
 * rank, stablecoin and verified flags, description and links from its coin config when it has one.
 */
export function toReceipt(tx: TransactionRow, block: { hash: string; base_fee: string | null } | undefined, logs: LogRow[], coin: CoinConfigRow | null = null, parserConfigs: unknown[] = []): ApiReceipt {
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
            market_cap_rank: coin?.market_cap_rank ?? null,
            is_stablecoin: coin?.is_stablecoin ?? null,
            is_verified: coin?.is_verified ?? null,
            description: coin?.description ?? null,
            website_url: coin?.website_url ?? null,
            explorer_url: coin?.explorer_url ?? null,
          },
    logs_data: logs.map((l) => ({
      log_index: l.log_index,
      address: l.address,
      topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null),
      data: l.data,
    })),
    parser_configs: parserConfigs,
  };
}
