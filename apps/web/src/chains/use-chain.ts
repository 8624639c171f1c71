/**
 * The chain of the current route: the first path segment (/eth/…, /btc/…), as its registry entry.
 * Outside a chain path (the 404 page) it is the default chain.
 */
import { useLocation } from 'react-router';
import { chainView, DEFAULT_CHAIN, type ChainView } from './registry';
import { isChainId, type ChainId } from '../lib/core';

export function chainOfPath(pathname: string): ChainId {
  const first = pathname.split('/').filter(Boolean)[0];
  return isChainId(first) ? first : DEFAULT_CHAIN;
}

export function useChainId(): ChainId {
  return chainOfPath(useLocation().pathname);
}

export function useChain(): ChainView {
  return chainView(useChainId());
}
