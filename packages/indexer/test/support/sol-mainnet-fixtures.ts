/**
 * Test helper: the real mainnet Solana answers in shared/chaindata/solana (facts in its
 * SOURCES.md), read in place — never copied into the repo. Some files are a JSON-RPC envelope
 * (`{jsonrpc, result, id}`), some the bare result: `readSolJson` gives the result either way.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOL_CHAINDATA_DIR =
  process.env.SOL_CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/chaindata/solana');

export const SOL_FILES = {
  slot100000000: 'sol_mainnet_getBlock_slot100000000_trimmed10tx.chainstorage.json',
  failedTx241043141: 'sol_mainnet_getBlock_jsonParsed_slot241043141_trimmed1tx.chainstorage.json',
  v0Child195545749: 'sol_mainnet_getBlock_jsonParsed_parentSlot195545749_trimmed1tx_v0.chainstorage.json',
  singleSol: 'sol_mainnet_getTransaction_jsonParsed_single-sol_2kHbPUGzehenUXQb.explorer.json',
  singleUsdc: 'sol_mainnet_getTransaction_jsonParsed_single-usdc_4LXpF3MCdp69iFmD.explorer.json',
  metaOnlyCpi: 'sol_mainnet_getTransaction_meta_only_v0_cpi.carbon.json',
  rawTxs: 'sol_mainnet_raw_txs_legacy_v0_v0alt_slot445553558.yellowstone-vixen.json',
} as const;

export function readSolJson<T = Record<string, unknown>>(file: string): T {
  const json = JSON.parse(readFileSync(resolve(SOL_CHAINDATA_DIR, file), 'utf8')) as { jsonrpc?: string; result?: unknown };
  return (json.jsonrpc !== undefined && 'result' in json ? json.result : json) as T;
}
