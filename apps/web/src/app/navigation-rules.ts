/**
 * The two navigation rules of the shell as pure functions (spec part 1 §2.1, §2.2).
 */
import { chainView, hasSection } from '../chains/registry';
import { isChainId, type ChainId } from '../lib/core';

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export interface GuardOptions {
  /** statistics pages are blocked by default (spec); a later server setting may lift it */
  statisticsEnabled?: boolean;
}

/**
 * Navigation guard: a chain's guarded sections (registry; btc: addresses, settings, statistics) →
 * the chain home; statistics of the others → the chain home too unless enabled; everything else
 * passes (null).
 */
export function guardRedirect(pathname: string, opts: GuardOptions = {}): string | null {
  const [chain, section] = segments(pathname);
  if (!isChainId(chain) || section === undefined) return null;
  if (chainView(chain).guardedSections.includes(section)) return chainView(chain).root;
  if (section === 'statistics' && !opts.statisticsEnabled) return `/${chain}`;
  return null;
}

/**
 * Chain switch: keep the current last path segment only if that page exists on the target chain
 * (eth, bsc: blocks, addresses, settings; btc: blocks; sol: blocks, programs, addresses, settings),
 * otherwise go to the target chain's home.
 */
export function switchChainPath(pathname: string, target: ChainId): string {
  const last = segments(pathname).at(-1);
  return last !== undefined && hasSection(target, last) ? `/${target}/${last}` : `/${target}`;
}
