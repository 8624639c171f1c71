/**
 * Test helper: the real mainnet JSON in shared/chaindata/ethereum (see its SOURCES.md), read in
 * place — never copied into the repo. Files come bare, as {jsonrpc,id,result} or as arrays of
 * responses; unwrapRpc removes the envelopes.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ETH_CHAINDATA_DIR =
  process.env.ETH_CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/chaindata/ethereum');

const isResponse = (v: unknown): v is { result: unknown } =>
  typeof v === 'object' && v !== null && 'jsonrpc' in v && 'result' in v;

/** bare result → itself; {jsonrpc,result} → result; [responses] → [results] */
export function unwrapRpc(json: unknown): unknown {
  if (Array.isArray(json)) return json.every(isResponse) && json.length > 0 ? json.map((r) => r.result) : json;
  return isResponse(json) ? json.result : json;
}

export function readChaindata(file: string): unknown {
  return JSON.parse(readFileSync(resolve(ETH_CHAINDATA_DIR, file), 'utf8'));
}

const FILES: Record<number, { block: string; receipts: string[] }> = {
  483920: { block: 'eth_mainnet_block_483920_fulltx_rpc.ethereum-etl.json', receipts: ['eth_mainnet_block_483920_getBlockReceipts_rpc.ethereum-etl.json'] },
  1000000: { block: 'eth_mainnet_block_1000000_fulltx.squid-sdk.json', receipts: ['eth_mainnet_block_1000000_receipts.squid-sdk.json'] },
  1755635: {
    block: 'eth_mainnet_block_1755635_fulltx_rpc.ethereum-etl.json',
    receipts: ['eth_mainnet_block_1755635_receipt_tx0_0x2e3dcd05_rpc.ethereum-etl.json', 'eth_mainnet_block_1755635_receipt_tx1_0x9a5437ec_rpc.ethereum-etl.json'],
  },
  4369999: { block: 'eth_mainnet_block_4369999_fulltx.squid-sdk.json', receipts: ['eth_mainnet_block_4369999_receipts.squid-sdk.json'] },
  18000000: { block: 'eth_mainnet_block_18000000_fulltx.squid-sdk.json', receipts: ['eth_mainnet_block_18000000_receipts.squid-sdk.json'] },
  18500000: { block: 'eth_mainnet_block_18500000_fulltx.squid-sdk.json', receipts: ['eth_mainnet_block_18500000_receipts.squid-sdk.json'] },
  19433902: { block: 'eth_mainnet_block_19433902_fulltx_rpc.trin.json', receipts: ['eth_mainnet_block_19433902_getBlockReceipts_rpc.trin.json'] },
  19433903: { block: 'eth_mainnet_block_19433903_fulltx_rpc.trin.json', receipts: ['eth_mainnet_block_19433903_getBlockReceipts_rpc.trin.json'] },
};

export const MAINNET_HEIGHTS = Object.keys(FILES).map(Number);

/** The raw block (eth_getBlockByNumber(n, true) result) and its raw receipt objects. */
export function loadMainnetBlock(height: number): { rawBlock: Record<string, unknown>; rawReceipts: Record<string, unknown>[] } {
  const files = FILES[height];
  if (!files) throw new Error(`no chaindata for block ${height}`);
  const rawBlock = unwrapRpc(readChaindata(files.block)) as Record<string, unknown>;
  const rawReceipts = files.receipts.flatMap((f) => {
    const r = unwrapRpc(readChaindata(f));
    return (Array.isArray(r) ? r : [r]) as Record<string, unknown>[];
  });
  return { rawBlock, rawReceipts };
}
