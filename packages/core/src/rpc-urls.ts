/**
 * A chain's RPC setting (`ETH_RPC_URL`, …) names one node or several providers of the same chain,
 * comma-separated in order of preference; the indexer uses the healthiest (packages/indexer
 * rpc/endpoint-board.ts). Provider URLs often carry an API key in the path or query, so what is
 * logged or printed is the redacted form.
 */

/** The URLs of a comma-separated list, trimmed, without empty entries. */
export function splitRpcUrls(value: string): string[] {
  return value
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
}

/** null when every entry is an http(s) URL (at least one), else what is wrong with the first bad one */
export function rpcUrlListProblem(value: string): string | null {
  const urls = splitRpcUrls(value);
  if (urls.length === 0) return 'names no URL';
  for (const [i, u] of urls.entries()) {
    let parsed: URL;
    try {
      parsed = new URL(u);
    } catch {
      return `entry ${i + 1} is not a URL`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `entry ${i + 1} is not an http(s) URL`;
  }
  return null;
}

/**
 * A URL as it may be logged: scheme, host and port only, plus "/…" when it had a path or query
 * (where providers put API keys); user and password never appear.
 */
export function redactRpcUrl(url: string): string {
  try {
    const u = new URL(url);
    const rest = (u.pathname !== '/' && u.pathname !== '') || u.search !== '' ? '/…' : '';
    return `${u.protocol}//${u.host}${rest}`;
  } catch {
    return '(not a URL)';
  }
}

/** every URL of a list, redacted, comma-separated */
export function redactRpcUrls(value: string): string {
  return splitRpcUrls(value).map(redactRpcUrl).join(', ');
}

/** what a URL's state may be, as /api/health shows it */
export const RPC_ENDPOINT_STATES = ['ok', 'failing', 'set aside', 'lagging'] as const;

/** What the indexer records of one URL beside its checkpoint (sync_checkpoints.rpc_endpoints) and /api/health shows. */
export interface RpcEndpointReport {
  /** scheme, host and port (redactRpcUrl) */
  url: string;
  state: (typeof RPC_ENDPOINT_STATES)[number];
  /** the head it last answered (null: not asked yet) */
  head: number | null;
  /** consecutive failures */
  failures: number;
  /** the last failure, as 'http 503', 'timeout', … */
  lastFault?: string;
  lastFaultAt?: string;
}
