/**
 * The two navigation rules of the shell as pure functions (spec part 1 §2.1, §2.2).
 */
import { chainView, hasSection } from '../chains/registry';
import { isChainId, type ChainId } from '../lib/core';

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export interface GuardOptions {
  /** statistics pages are blocked by default (spec); the server's EXPLORER_STATISTICS=1 (GET /api/config) lifts it */
  statisticsEnabled?: boolean;
}

/** A chain's statistics path (the guard needs the server's config only for these). */
export function isStatisticsPath(pathname: string): boolean {
  const [chain, section] = segments(pathname);
  return isChainId(chain) && section === 'statistics';
}

/**
 * Navigation guard: statistics of every chain → the chain home unless the server enabled them;
 * a chain's other guarded sections (its registry entry's guardedSections) → the chain home;
 * everything else passes (null).
 */
export function guardRedirect(pathname: string, opts: GuardOptions = {}): string | null {
  const [chain, section] = segments(pathname);
  if (!isChainId(chain) || section === undefined) return null;
  if (section === 'statistics') return opts.statisticsEnabled ? null : chainView(chain).root;
  if (chainView(chain).guardedSections.includes(section)) return chainView(chain).root;
  return null;
}

/**
 * Chain switch: keep the current last path segment only if that page exists on the target chain
 * (its registry entry's sections), otherwise go to the target chain's home.
 */
export function switchChainPath(pathname: string, target: ChainId): string {
  const last = segments(pathname).at(-1);
  return last !== undefined && hasSection(target, last) ? `/${target}/${last}` : `/${target}`;
}
