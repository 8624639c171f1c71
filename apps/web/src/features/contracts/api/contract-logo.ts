/**
 * A contract's logo for the list (spec part 2 §2.6, §9): fetched per contract from the public logo
 * call and kept in browser storage per chain and address for 7 days; a cached logo older than the
 * contract's last change (m_time) is fetched again. Fetch failures are ignored (the placeholder stays).
 */
import { useQuery } from '@tanstack/react-query';
import type { ChainId, Contract } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { appStorage, safeSet } from '../../../lib/storage';

export const LOGO_CACHE_MS = 7 * 24 * 3600_000;
const cacheKey = (chain: ChainId, address: string) => `contract-logo:${chain}:${address.toLowerCase()}`;

interface CachedLogo {
  logo: string | null;
  at: number;
  /** the contract's m_time when fetched */
  version: string;
}

export function readCachedLogo(chain: ChainId, address: string, version: string, now = Date.now()): CachedLogo | null {
  try {
    const raw = appStorage().getItem(cacheKey(chain, address));
    if (!raw) return null;
    const c = JSON.parse(raw) as CachedLogo;
    if (typeof c.at !== 'number' || now - c.at > LOGO_CACHE_MS || c.version !== version) return null;
    return c;
  } catch {
    return null;
  }
}

export function writeCachedLogo(chain: ChainId, address: string, version: string, logo: string | null, now = Date.now()): void {
  safeSet(cacheKey(chain, address), JSON.stringify({ logo, at: now, version } satisfies CachedLogo));
}

export function forgetCachedLogo(chain: ChainId, address: string): void {
  try {
    appStorage().removeItem(cacheKey(chain, address));
  } catch {
    // storage refused: nothing cached
  }
}

export function useContractLogo(chain: ChainId, contract: Pick<Contract, 'id' | 'address' | 'has_logo' | 'm_time'>) {
  return useQuery({
    queryKey: ['contract-logo', chain, contract.address.toLowerCase(), contract.m_time] as const,
    enabled: contract.has_logo,
    staleTime: LOGO_CACHE_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      const cached = readCachedLogo(chain, contract.address, contract.m_time);
      if (cached) return cached.logo;
      try {
        const logo = (await apiGet<{ contract_logo: string | null }>(`/api/no-auth/contracts/${contract.id}/logo`, undefined, { signal })).data.contract_logo;
        writeCachedLogo(chain, contract.address, contract.m_time, logo);
        return logo;
      } catch {
        return null;
      }
    },
  });
}
