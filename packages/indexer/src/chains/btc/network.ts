/**
 * Bitcoin networks as Bitcoin Core names them (getblockchaininfo `chain`): address prefixes for the
 * script decoder and the subsidy halving interval (regtest halves every 150 blocks).
 */
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';

export interface BtcNetwork {
  name: string;
  /** @scure/btc-signer's address parameters */
  address: typeof NETWORK;
  halvingInterval: number;
}

const MAIN: BtcNetwork = { name: 'main', address: NETWORK, halvingInterval: 210_000 };
const TEST: BtcNetwork = { name: 'test', address: TEST_NETWORK, halvingInterval: 210_000 };
const REGTEST: BtcNetwork = { name: 'regtest', address: { ...TEST_NETWORK, bech32: 'bcrt' }, halvingInterval: 150 };

const BY_NAME: Record<string, BtcNetwork> = {
  main: MAIN,
  test: TEST,
  testnet4: { ...TEST, name: 'testnet4' },
  signet: { ...TEST, name: 'signet' },
  regtest: REGTEST,
};

export function btcNetwork(name: string): BtcNetwork {
  const n = BY_NAME[name];
  if (!n) throw new Error(`unknown Bitcoin network "${name}" (expected one of ${Object.keys(BY_NAME).join(', ')})`);
  return n;
}

/** New coins of a block at this height: 50 BTC halved every interval, none after 64 halvings. */
export function blockSubsidy(height: number, network: BtcNetwork): bigint {
  const halvings = Math.floor(height / network.halvingInterval);
  return halvings >= 64 ? 0n : (50n * 100_000_000n) >> BigInt(halvings);
}
