/**
 * Regtest's consensus numbers and address formats (as Bitcoin Core's chainparams define them), and
 * mainnet's for serving recorded mainnet blocks. Amounts are satoshis as bigint everywhere.
 */
import { NETWORK } from '@scure/btc-signer';

export interface BtcNetwork {
  /** getblockchaininfo's `chain` */
  name: 'regtest' | 'main';
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

export const REGTEST: BtcNetwork = { name: 'regtest', bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
export const MAINNET: BtcNetwork = { name: 'main', ...NETWORK };

export const COIN = 100_000_000n;
/** regtest's proof-of-work limit, compact form: any hash below ~2^255 wins, about one nonce in two */
export const REGTEST_BITS = 0x207fffff;
/** regtest halves the subsidy every 150 blocks (mainnet: 210000) */
export const HALVING_INTERVAL = 150;
/** a coinbase output can be spent in the block 100 above it */
export const COINBASE_MATURITY = 100;
export const MAX_BLOCK_WEIGHT = 4_000_000;
/** BIP9 "top bits" version with no deployment signalled, as Core's miner writes it */
export const BLOCK_VERSION = 0x20000000;

export function subsidyAt(height: number, interval = HALVING_INTERVAL): bigint {
  if (!Number.isSafeInteger(height) || height < 0) throw new Error(`bad block height ${height}`);
  const halvings = Math.floor(height / interval);
  return halvings >= 64 ? 0n : (50n * COIN) >> BigInt(halvings);
}
