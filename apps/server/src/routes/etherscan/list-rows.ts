/** Etherscan's list rows of transactions and internal calls, from the indexed rows. */
import type { EtherscanCallRow, EtherscanTxRow } from '../../families/evm/etherscan-repository';

const methodId = (input: string) => (input.length >= 10 ? input.slice(0, 10) : '0x');

/** the fields of a transaction every list row of Etherscan's carries */
export function txFields(t: EtherscanTxRow, confirmations: (h: number) => string) {
  return {
    blockNumber: String(t.block_height),
    timeStamp: String(t.timestamp),
    hash: t.hash,
    nonce: String(t.nonce),
    blockHash: t.block_hash,
    transactionIndex: String(t.tx_index),
    gas: t.gas_limit,
    gasPrice: t.gas_price,
    gasUsed: t.gas_used,
    cumulativeGasUsed: t.cumulative_gas_used,
    input: t.input,
    methodId: methodId(t.input),
    functionName: '',
    confirmations: confirmations(t.block_height),
  };
}

export function txRow(t: EtherscanTxRow, confirmations: (h: number) => string) {
  const f = txFields(t, confirmations);
  return {
    blockNumber: f.blockNumber,
    timeStamp: f.timeStamp,
    hash: f.hash,
    nonce: f.nonce,
    blockHash: f.blockHash,
    transactionIndex: f.transactionIndex,
    from: t.from_addr,
    to: t.to_addr ?? '',
    value: t.value,
    gas: f.gas,
    gasPrice: f.gasPrice,
    isError: t.status === 1 ? '0' : '1',
    txreceipt_status: t.status === 1 ? '1' : '0',
    input: f.input,
    contractAddress: t.contract_address ?? '',
    cumulativeGasUsed: f.cumulativeGasUsed,
    gasUsed: f.gasUsed,
    confirmations: f.confirmations,
    methodId: f.methodId,
    functionName: f.functionName,
  };
}

const INTERNAL_TYPES = ['call', 'create', 'create2', 'suicide'];

export function internalRow(c: EtherscanCallRow) {
  const creates = c.kind === 2 || c.kind === 3;
  return {
    blockNumber: String(c.block_height),
    timeStamp: String(c.timestamp),
    hash: c.hash,
    from: c.from_addr,
    to: creates ? '' : c.to_addr,
    value: c.value,
    contractAddress: creates ? c.to_addr : '',
    input: '',
    type: INTERNAL_TYPES[c.kind - 1] ?? 'call',
    gas: '0',
    gasUsed: '0',
    traceId: `${c.tx_index}_${c.call_index}`,
    isError: c.error === null ? '0' : '1',
    errCode: c.error ?? '',
  };
}
