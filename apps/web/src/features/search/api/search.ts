/** GET /api/v1/search (signed in) or /api/no-auth/search (guests) with chain and q: what the text names, the current chain's matches first. */
import { apiGet } from '../../../lib/http';
import type { ChainId, SearchHit } from '../../../lib/core';

export async function fetchSearch(chain: ChainId, q: string, signedIn: boolean, signal?: AbortSignal): Promise<SearchHit[]> {
  return (await apiGet<SearchHit[]>(`/api/${signedIn ? 'v1' : 'no-auth'}/search`, { chain, q }, { signal })).data;
}
