import type { ChainId } from './core';

/** The address page of `address` on `chain`: /{chain}/address-transactions?address=… */
export function addressPath(chain: ChainId, address: string): string {
  return addressPathIn(`/${chain}`, address);
}

/** The same under a chain's route root ('/eth', a ChainView's root). */
export function addressPathIn(root: string, address: string): string {
  return `${root}/address-transactions?address=${encodeURIComponent(address)}`;
}
