/**
 * Coin info of a contract (spec part 2 §4 save flow, §7): the coin config with its parser configs,
 * and the two-step save — the coin config first, then each parser config of the contract (PUT when
 * it has an id, else POST); the batch counts as saved only when every call succeeded, and each
 * failure keeps the server's reason for the editor.
 */
import { useQuery } from '@tanstack/react-query';
import type { ChainId, CoinConfig, SaveCoinConfigBody } from '../../../lib/core';
import { apiErrorMessage, apiGet, apiPost, apiPut } from '../../../lib/http';
import { parserBody, type ParserDraft } from '../parser-draft';
import { t } from '../../../i18n';

export interface CoinInfo {
  coin_config: CoinConfig | null;
  parser_configs: Record<string, unknown>[];
}

export const coinInfoKey = (chain: ChainId, address: string) => ['user', 'coin-info', chain, address.toLowerCase()] as const;

export function useCoinInfo(chain: ChainId, address: string, enabled: boolean) {
  return useQuery({
    queryKey: coinInfoKey(chain, address),
    queryFn: async ({ signal }) => (await apiGet<CoinInfo>(`/api/v1/coin-configs/address/${encodeURIComponent(address)}`, { chain }, { signal })).data,
    enabled,
    retry: false,
  });
}

export const saveCoinConfig = async (body: SaveCoinConfigBody) => (await apiPost<CoinConfig>('/api/v1/coin-configs', body)).data;

export interface ParserSaveOutcome {
  /** index in the list saved → the saved config's id */
  saved: Map<number, number>;
  /** index → the server's reason */
  failed: Map<number, string>;
}

/**
 * One call per config, in order; never throws. A stored config the form did not change (same body
 * as `stored` has for its id) is not sent: an unchanged save would still queue a re-parse of the
 * contract's history and write an empty audit entry.
 */
export async function saveParserConfigs(drafts: readonly ParserDraft[], contractAddress: string, chain: ChainId, stored: readonly ParserDraft[] = []): Promise<ParserSaveOutcome> {
  const out: ParserSaveOutcome = { saved: new Map(), failed: new Map() };
  const before = new Map(stored.map((d) => [d.id, JSON.stringify(parserBody(d, contractAddress, chain))]));
  for (const [i, d] of drafts.entries()) {
    const body = parserBody(d, contractAddress, chain);
    if (d.id !== null && before.get(d.id) === JSON.stringify(body)) {
      out.saved.set(i, d.id);
      continue;
    }
    try {
      const res = d.id === null ? await apiPost<{ id: number }>('/api/v1/parser-configs', body) : await apiPut<{ id: number }>(`/api/v1/parser-configs/${d.id}`, body);
      out.saved.set(i, res.data.id);
    } catch (e) {
      out.failed.set(i, apiErrorMessage(e) || t('contracts.error.unknown'));
    }
  }
  return out;
}

export interface ParseJob {
  id: number;
  contract: string;
  status: string;
  done_height: number | null;
  to_height: number | null;
  results: number;
  progress: number;
}

export interface Maintenance {
  chain: string;
  coin_configs: number;
  parser_configs: number;
  active_parser_configs: number;
  erc20_without_coin_config: number;
  parse_jobs: ParseJob[];
}

/** The console figures with the open re-parse jobs; polled every 2 s while a job is open. */
export function useMaintenance(chain: ChainId, enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'maintenance', chain] as const,
    queryFn: async ({ signal }) => (await apiGet<Maintenance>(`/api/v1/coin-configs/maintenance/${chain}`, { _t: Date.now() }, { signal })).data,
    enabled,
    retry: false,
    refetchInterval: (q) => (q.state.data && q.state.data.parse_jobs.length > 0 ? 2000 : 30_000),
  });
}
