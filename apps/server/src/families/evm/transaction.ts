/** The transaction as the API sends it (spec part 2 §3 Transaction; the shape is in @explorer/core wire/transaction.ts), built from a row. */
import type { ApiTransaction } from '@explorer/core';
import type { TransactionRow } from './transactions-repository';
import { txId } from '../../wire/common';

export function toTransaction(row: TransactionRow): ApiTransaction {
  const status = row.status >= 0 && row.status <= 2 ? row.status : 3;
  return {
    id: txId(row.chain, row.block_height, row.tx_index),
    chain: row.chain,
    tx_id: row.hash,
    hash: row.hash,
    ctime: row.timestamp,
    timestamp: row.timestamp,
    block_height: row.block_height,
    tx_index: row.tx_index,
    address_from: row.from_addr,
    from: row.from_addr,
    address_to: row.to_addr,
    to: row.to_addr,
    amount: row.value,
    value: row.value,
    fee: row.fee,
    gas_used: row.gas_used,
    gas_limit: row.gas_limit,
    gas_price: row.gas_price,
    effective_gas_price: row.effective_gas_price,
    status,
    type: row.tx_type,
    tx_type: row.tx_type,
    nonce: row.nonce,
    max_fee_per_gas: row.max_fee_per_gas,
    max_priority_fee_per_gas: row.max_priority_fee_per_gas,
    contract_address: row.contract_address,
    is_token: row.token_address !== null,
    contract_addr: row.token_address,
    token_name: row.token_name,
    token_symbol: row.token_symbol,
    token_decimals: row.token_decimals,
    token_amount: row.token_amount,
    token_from: row.token_from,
    token_to: row.token_to,
    input: row.input,
  };
}
