/**
 * Real mainnet blocks and receipts from shared/chaindata/ethereum (see its SOURCES.md), read in
 * place and never copied into the repo; RPC envelopes are removed.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHAINDATA_DIR = process.env.CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/chaindata');

type Json = Record<string, unknown>;

function unwrap(json: unknown): unknown {
  const isResponse = (v: unknown): v is { result: unknown } => typeof v === 'object' && v !== null && 'result' in v && 'jsonrpc' in v;
  if (Array.isArray(json)) return json.map((r) => (isResponse(r) ? r.result : r));
  return isResponse(json) ? json.result : json;
}

export function readEth(file: string): unknown {
  return unwrap(JSON.parse(readFileSync(resolve(CHAINDATA_DIR, 'ethereum', file), 'utf8')));
}

/** eth_getBlockByNumber(n, true) result and its receipts. */
export function mainnetBlock(blockFile: string, receiptFiles: string[]): { rawBlock: Json; rawReceipts: Json[] } {
  const rawBlock = readEth(blockFile) as Json;
  const rawReceipts = receiptFiles.flatMap((f) => {
    const r = readEth(f);
    return (Array.isArray(r) ? r : [r]) as Json[];
  });
  return { rawBlock, rawReceipts };
}

export const BLOCK_1755635 = () =>
  mainnetBlock('eth_mainnet_block_1755635_fulltx_rpc.ethereum-etl.json', [
    'eth_mainnet_block_1755635_receipt_tx0_0x2e3dcd05_rpc.ethereum-etl.json',
    'eth_mainnet_block_1755635_receipt_tx1_0x9a5437ec_rpc.ethereum-etl.json',
  ]);
export const BLOCK_19433902 = () => mainnetBlock('eth_mainnet_block_19433902_fulltx_rpc.trin.json', ['eth_mainnet_block_19433902_getBlockReceipts_rpc.trin.json']);
export const BLOCK_19433903 = () => mainnetBlock('eth_mainnet_block_19433903_fulltx_rpc.trin.json', ['eth_mainnet_block_19433903_getBlockReceipts_rpc.trin.json']);

/** hex quantity → bigint */
export const q = (v: unknown): bigint => BigInt(v as string);

const b64json = (text: string): Json => JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Json;

/**
 * Block 13998626 from Coinbase ChainStorage's wrapper: the block, its 7 receipts and each
 * transaction's callTracer trace, in the shape debug_traceBlockByHash answers ({ txHash, result }).
 */
export function block13998626(): { rawBlock: Json; rawReceipts: Json[]; traces: { txHash: string; result: Json }[] } {
  const raw = JSON.parse(readFileSync(resolve(CHAINDATA_DIR, 'ethereum', 'eth_mainnet_block_13998626_block_receipts_traces_base64wrapped.chainstorage.json'), 'utf8')) as {
    ethereum: { header: string; transactionReceipts: string[]; transactionTraces: string[] };
  };
  const rawBlock = b64json(raw.ethereum.header);
  const hashes = (rawBlock.transactions as { hash: string }[]).map((t) => t.hash.toLowerCase());
  return {
    rawBlock,
    rawReceipts: raw.ethereum.transactionReceipts.map(b64json),
    traces: raw.ethereum.transactionTraces.map((t, i) => ({ txHash: hashes[i]!, result: b64json(t) })),
  };
}
