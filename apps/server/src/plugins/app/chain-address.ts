/**
 * An address checked against its chain's format and the network the chain's node reports (recorded
 * by the indexer, chain_networks): a regtest chain takes bcrt1… / m… / n… / 2…, a mainnet chain
 * bc1… / 1… / 3…; while no network is recorded, mainnet. Every route that takes an address asks here.
 */
import { addressFormsDependOnNetwork, checkAddress, type AddressCheck, type ChainId } from '@explorer/core';
import type { ChainNetworksRepository } from './chain-networks-repository';

/** the network the chain's addresses are checked against (null: the family has one form, or none is recorded yet) */
export async function addressNetwork(repos: { chainNetworks: ChainNetworksRepository }, chain: ChainId): Promise<string | null> {
  return addressFormsDependOnNetwork(chain) ? repos.chainNetworks.network(chain) : null;
}

export async function checkChainAddress(repos: { chainNetworks: ChainNetworksRepository }, chain: ChainId, text: string): Promise<AddressCheck> {
  return checkAddress(chain, text, await addressNetwork(repos, chain));
}
