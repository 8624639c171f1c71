/**
 * The Bitcoin network the node reports (getblockchaininfo `chain`): core's table (btc-networks.ts)
 * gives the address prefixes for the script decoder and the subsidy halving interval (regtest
 * halves every 150 blocks).
 */
import { BTC_NETWORK_NAMES, BTC_NETWORKS, isBtcNetworkName, type BtcNetwork } from '@explorer/core';

export type { BtcNetwork };

export function btcNetwork(name: string): BtcNetwork {
  if (!isBtcNetworkName(name)) throw new Error(`unknown Bitcoin network "${name}" (expected one of ${BTC_NETWORK_NAMES.join(', ')})`);
  return BTC_NETWORKS[name];
}

/** New coins of a block at this height: 50 BTC halved every interval, none after 64 halvings. */
export function blockSubsidy(height: number, network: BtcNetwork): bigint {
  const halvings = Math.floor(height / network.halvingInterval);
  return halvings >= 64 ? 0n : (50n * 100_000_000n) >> BigInt(halvings);
}
