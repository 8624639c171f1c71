/**
 * Bitcoin networks as Bitcoin Core names them (getblockchaininfo `chain`), as data: the address
 * parameters of each (@scure/btc-signer's NETWORK / TEST_NETWORK: bech32 hrp, base58 version bytes),
 * the address beginnings a person is told to use, and the subsidy halving interval. The indexer
 * decodes output scripts with them; the address checks (address-format.ts) accept exactly the forms
 * of the network the chain's node reports. Browser-safe.
 */
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';

export const BTC_NETWORK_NAMES = ['main', 'test', 'testnet4', 'signet', 'regtest'] as const;
export type BtcNetworkName = (typeof BTC_NETWORK_NAMES)[number];

export interface BtcNetwork {
  name: BtcNetworkName;
  /** @scure/btc-signer's address parameters */
  address: typeof NETWORK;
  /** the beginnings of its addresses (bech32 / bech32m, P2PKH, P2SH), for messages */
  forms: string;
  halvingInterval: number;
}

const TESTNETS = { address: TEST_NETWORK, forms: 'tb1、m、n 或 2', halvingInterval: 210_000 } as const;

export const BTC_NETWORKS: Readonly<Record<BtcNetworkName, BtcNetwork>> = {
  main: { name: 'main', address: NETWORK, forms: 'bc1、1 或 3', halvingInterval: 210_000 },
  test: { name: 'test', ...TESTNETS },
  testnet4: { name: 'testnet4', ...TESTNETS },
  signet: { name: 'signet', ...TESTNETS },
  // regtest: testnet's base58 versions, its own hrp; the subsidy halves every 150 blocks
  regtest: { name: 'regtest', address: { ...TEST_NETWORK, bech32: 'bcrt' }, forms: 'bcrt1、m、n 或 2', halvingInterval: 150 },
};

/** the network assumed until the indexer has recorded the one its node reports */
export const DEFAULT_BTC_NETWORK: BtcNetworkName = 'main';

export const isBtcNetworkName = (name: unknown): name is BtcNetworkName => typeof name === 'string' && (BTC_NETWORK_NAMES as readonly string[]).includes(name);
