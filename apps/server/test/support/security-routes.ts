/**
 * The security matrix's table (security-matrix.test.ts): every route of the server with its access
 * class, the API-key scope it needs, the request that reaches it and the status a permitted caller
 * gets — over the accounts, probe routes and chain data the test seeds (mainnet block 1755635, a
 * small synthetic Bitcoin chain, a small Solana chain).
 */
import { syntheticBtcChain } from './btc-chain';
import { SLOT, solFixture } from './sol-chain';

export const SCOPES = ['blocks:read', 'transactions:read', 'contracts:read', 'addresses:read', 'stats:read', 'contracts:write', 'programs:read', 'programs:write', 'webhooks:write'] as const;
export type Scope = (typeof SCOPES)[number];

export const PASSWORD = 'matrix-pw-' + 'z9'.repeat(6);
export const USER = 'matrix-user';
export const ADMIN = 'matrix-admin';
export const PROBE_PREFIX = '/api/v1/security-probe';
/** an administrator route outside any authenticated scope: the role guard authenticates by itself */
export const OUTSIDE_PROBE = '/api/security-probe/admin';
const UNKNOWN_ID = 2147483000;
/** contract ids are checked against 1e9 */
const UNKNOWN_CONTRACT = 999_999_999;
/** a valid Solana key no mint has */
const UNKNOWN_MINT = 'So1MintAddressNobodyHas11111111111111111111';

// the seeded mainnet block (shared/chaindata/ethereum)
const HEIGHT = 1755635;
const BLOCK_HASH = '0x1dec87ec1ba8e65b7773bb6f62249468948a28a427efd3d896a2ff7d7c591a67';
const TX_HASH = '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d';
/** the BIP-84 test wallet's account key */
const WALLET_KEY = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
/** any valid address answers 200 (one without transactions: an empty page) */
const ADDRESS = `0x${'ab'.repeat(20)}`;
// a small synthetic Bitcoin chain (support/btc-chain)
export const BTC_CHAIN = syntheticBtcChain({ startHeight: 900_000, count: 3 });
const BTC_HEIGHT = 900_002;
const BTC_TXID = BTC_CHAIN[2]!.txs[1]!.txid;

// a small Solana chain (support/sol-chain)
export const SOL_CHAIN = solFixture();
const SOL_SLOT = SLOT + 4;
const SOL_SIGNATURE = SOL_CHAIN.find((b) => b.slot === SOL_SLOT)!.txs[2]!.signature;

/** compat: a compatibility API (Esplora): anyone without credentials; with them, checked as v1 (errors as text) */
type Access = 'public' | 'session' | 'v1' | 'admin' | 'compat';
export interface RouteCase {
  access: Access;
  /** the API-key scope the route needs (v1 and admin); none: keys are refused */
  scope?: Scope;
  /** the status a caller who may call the route gets for this request */
  ok: number;
  /** the request path (default: the route url) */
  path?: string;
  body?: () => unknown;
  headers?: Record<string, string>;
  /** the call revokes the caller's tokens (password change, sign-out everywhere): sign in again after it */
  revokes?: true;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
export const uniqueEvmAddress = () => '0x' + (Date.now() * 1000 + serial++).toString(16).padStart(40, '0');

/**
 * The Esplora API (/btc/esplora/api): what the index alone answers is a 200; a transaction's body
 * needs the node's raw transaction, and the matrix's server has no node: 503 (never invented scripts).
 */
function esploraRoutes(): Record<string, RouteCase> {
  const at = '/btc/esplora/api';
  const hash = BTC_CHAIN[2]!.hash;
  const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
  const rows: [string, string, Scope, number][] = [
    ['/blocks/tip/height', '/blocks/tip/height', 'blocks:read', 200],
    ['/blocks/tip/hash', '/blocks/tip/hash', 'blocks:read', 200],
    ['/blocks', '/blocks', 'blocks:read', 200],
    ['/blocks/:start_height', `/blocks/${BTC_HEIGHT}`, 'blocks:read', 200],
    ['/block-height/:height', `/block-height/${BTC_HEIGHT}`, 'blocks:read', 200],
    ['/block/:hash', `/block/${hash}`, 'blocks:read', 200],
    ['/block/:hash/status', `/block/${hash}/status`, 'blocks:read', 200],
    ['/block/:hash/txids', `/block/${hash}/txids`, 'blocks:read', 200],
    ['/block/:hash/txs', `/block/${hash}/txs`, 'transactions:read', 503],
    ['/block/:hash/txs/:start_index', `/block/${hash}/txs/25`, 'transactions:read', 400],
    ['/block/:hash/txid/:index', `/block/${hash}/txid/0`, 'blocks:read', 200],
    ['/block/:hash/header', `/block/${hash}/header`, 'blocks:read', 200],
    ['/tx/:txid', `/tx/${BTC_TXID}`, 'transactions:read', 503],
    ['/tx/:txid/outspend/:vout', `/tx/${BTC_TXID}/outspend/0`, 'transactions:read', 200],
    ['/tx/:txid/raw', `/tx/${BTC_TXID}/raw`, 'transactions:read', 503],
    ['/tx/:txid/status', `/tx/${BTC_TXID}/status`, 'transactions:read', 200],
    ['/tx/:txid/hex', `/tx/${BTC_TXID}/hex`, 'transactions:read', 503],
    ['/tx/:txid/outspends', `/tx/${BTC_TXID}/outspends`, 'transactions:read', 200],
    ['/address/:address', `/address/${address}`, 'addresses:read', 200],
    ['/address/:address/txs', `/address/${address}/txs`, 'addresses:read', 200],
    ['/address/:address/txs/chain', `/address/${address}/txs/chain`, 'addresses:read', 200],
    ['/address/:address/txs/chain/:last_seen_txid', `/address/${address}/txs/chain/${BTC_TXID}`, 'addresses:read', 200],
    ['/address/:address/txs/mempool', `/address/${address}/txs/mempool`, 'addresses:read', 200],
    ['/address/:address/utxo', `/address/${address}/utxo`, 'addresses:read', 200],
    ['/fee-estimates', '/fee-estimates', 'stats:read', 200],
  ];
  return Object.fromEntries(rows.map(([url, path, scope, ok]) => [`GET ${at}${url}`, { access: 'compat', scope, ok, path: `${at}${path}` }]));
}

/** Every route of the server, by "METHOD url" as Fastify registers it. HEAD routes follow their GET. */
/** the token routes of one mount: the token's own (a 404 for a token nobody moved) and an address's tokens */
function tokenRoutes(mount: string, token: Pick<RouteCase, 'access' | 'scope'>, address: Pick<RouteCase, 'access' | 'scope'>): Record<string, RouteCase> {
  const routes: Record<string, RouteCase> = {};
  for (const tail of ['', '/holders', '/transfers', '/inventory', '/transfers.csv']) {
    routes[`GET ${mount}/tokens/:chain/:address${tail}`] = { ...token, ok: 404, path: `${mount}/tokens/eth/${ADDRESS}${tail}` } as RouteCase;
  }
  routes[`GET ${mount}/addresses/:address/tokens`] = { ...address, ok: 200, path: `${mount}/addresses/${ADDRESS}/tokens?chain=eth` } as RouteCase;
  return routes;
}

export const ROUTES: Record<string, RouteCase> = {
  // service and documentation
  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/ready': { access: 'public', ok: 200 },
  'GET /metrics': { access: 'admin', ok: 200 },
  'GET /api/permissions': { access: 'public', ok: 200 },
  'GET /api/config': { access: 'public', ok: 200 },
  'GET /api/openapi.json': { access: 'public', ok: 200 },
  'GET /api/docs': { access: 'public', ok: 200 },
  'GET /api/docs/static/index.html': { access: 'public', ok: 200 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', ok: 200 },
  'GET /api/docs/static/*': { access: 'public', ok: 200, path: '/api/docs/static/swagger-ui.css' },
  'GET /api/docs/json': { access: 'public', ok: 200 },
  'GET /api/docs/yaml': { access: 'public', ok: 200 },
  'OPTIONS *': {
    access: 'public',
    ok: 204,
    path: '/api/v1/blocks',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key,x-api-secret' },
  },
  'GET /ws': { access: 'public', ok: 426 },
  // accounts
  'POST /api/auth/register': { access: 'public', ok: 200, body: () => ({ username: `reg-${unique()}`, email: `${unique()}@example.com`, password: 'another-pw-1' }) },
  'POST /api/auth/login': { access: 'public', ok: 200, body: () => ({ username: USER, password: PASSWORD }) },
  'PUT /api/auth/change-password': { access: 'session', ok: 200, revokes: true, body: () => ({ current_password: PASSWORD, new_password: PASSWORD }) },
  'POST /api/auth/logout-all': { access: 'session', ok: 200, revokes: true },
  'GET /api/user/profile': { access: 'session', ok: 200 },
  'PUT /api/user/profile': { access: 'session', ok: 200, body: () => ({ email: `${unique()}@example.com` }) },
  'GET /api/user/settings': { access: 'session', ok: 200 },
  'PUT /api/user/settings': { access: 'session', ok: 200, body: () => ({ pageSize: 50 }) },
  'GET /api/user/personal/earnings': { access: 'session', ok: 200, path: '/api/user/personal/earnings?chain=eth&days=7' },
  'GET /api/user/personal/transactions': { access: 'session', ok: 200, path: '/api/user/personal/transactions?chain=eth' },
  'GET /api/user/addresses': { access: 'session', ok: 200 },
  'GET /api/user/alerts': { access: 'session', ok: 200, path: '/api/user/alerts?after=0&limit=5' },
  'POST /api/user/addresses': { access: 'session', ok: 200, body: () => ({ address: uniqueEvmAddress(), label: 'matrix' }) },
  'PUT /api/user/addresses/:addressId': { access: 'session', ok: 404, path: `/api/user/addresses/${UNKNOWN_ID}`, body: () => ({ label: 'x' }) },
  'DELETE /api/user/addresses/:addressId': { access: 'session', ok: 404, path: `/api/user/addresses/${UNKNOWN_ID}` },
  'GET /api/user/webhooks': { access: 'v1', scope: 'webhooks:write', ok: 200 },
  // an internal address (no WEBHOOK_ALLOW_PRIVATE): refused after the caller passed
  'POST /api/user/webhooks': { access: 'v1', scope: 'webhooks:write', ok: 400, body: () => ({ url: 'http://127.0.0.1:9/hook', events: ['incoming'] }) },
  'PUT /api/user/webhooks/:id': { access: 'v1', scope: 'webhooks:write', ok: 404, path: `/api/user/webhooks/${UNKNOWN_ID}`, body: () => ({ enabled: false }) },
  'DELETE /api/user/webhooks/:id': { access: 'v1', scope: 'webhooks:write', ok: 404, path: `/api/user/webhooks/${UNKNOWN_ID}` },
  'GET /api/user/webhooks/:id/deliveries': { access: 'v1', scope: 'webhooks:write', ok: 404, path: `/api/user/webhooks/${UNKNOWN_ID}/deliveries` },
  'GET /api/user/api-keys': { access: 'session', ok: 200 },
  'POST /api/user/api-keys': { access: 'session', ok: 200, body: () => ({ name: 'matrix', permissions: ['blocks:read'] }) },
  'PUT /api/user/api-keys/:keyId': { access: 'session', ok: 404, path: `/api/user/api-keys/${UNKNOWN_ID}`, body: () => ({ is_active: false }) },
  'DELETE /api/user/api-keys/:keyId': { access: 'session', ok: 404, path: `/api/user/api-keys/${UNKNOWN_ID}` },
  // chain data for guests
  'GET /api/no-auth/blocks': { access: 'public', ok: 200, path: '/api/no-auth/blocks?chain=eth' },
  'GET /api/no-auth/blocks/search': { access: 'public', ok: 200, path: `/api/no-auth/blocks/search?chain=eth&query=${HEIGHT}` },
  'GET /api/no-auth/blocks/height': { access: 'public', ok: 400 },
  'GET /api/no-auth/blocks/height/:height': { access: 'public', ok: 200, path: `/api/no-auth/blocks/height/${HEIGHT}?chain=eth` },
  'GET /api/no-auth/blocks/hash/:hash': { access: 'public', ok: 200, path: `/api/no-auth/blocks/hash/${BLOCK_HASH}?chain=eth` },
  'GET /api/no-auth/transactions': { access: 'public', ok: 200, path: '/api/no-auth/transactions?chain=eth' },
  'GET /api/no-auth/transactions/block-height': { access: 'public', ok: 400 },
  'GET /api/no-auth/transactions/block-height/:blockHeight': { access: 'public', ok: 200, path: `/api/no-auth/transactions/block-height/${HEIGHT}?chain=eth` },
  'GET /api/no-auth/home/stats': { access: 'public', ok: 200, path: '/api/no-auth/home/stats?chain=eth' },
  'GET /api/no-auth/transactions/:chain/block-height': { access: 'public', ok: 400, path: '/api/no-auth/transactions/btc/block-height' },
  'GET /api/no-auth/transactions/:chain/block-height/:blockHeight': { access: 'public', ok: 200, path: `/api/no-auth/transactions/btc/block-height/${BTC_HEIGHT}` },
  'GET /api/no-auth/transactions/:chain/:hash': { access: 'public', ok: 200, path: `/api/no-auth/transactions/btc/${BTC_TXID}` },
  'GET /api/no-auth/transactions/detail/:chain/:hash': { access: 'public', ok: 200, path: `/api/no-auth/transactions/detail/eth/${TX_HASH}` },
  'GET /api/no-auth/home/:chain/stats': { access: 'public', ok: 200, path: '/api/no-auth/home/btc/stats' },
  'GET /api/no-auth/gas/:chain': { access: 'public', ok: 200, path: '/api/no-auth/gas/btc' },
  'GET /api/no-auth/stats/:chain': { access: 'public', ok: 200, path: '/api/no-auth/stats/eth?range=7d' },
  'GET /api/no-auth/sol/blocks/:slot/transactions': { access: 'public', ok: 200, path: `/api/no-auth/sol/blocks/${SOL_SLOT}/transactions?vote=false` },
  'GET /api/no-auth/sol/tx/detail': { access: 'public', ok: 200, path: `/api/no-auth/sol/tx/detail?signature=${SOL_SIGNATURE}` },
  'GET /api/no-auth/sol/tx/:id/artifacts': { access: 'public', ok: 200, path: `/api/no-auth/sol/tx/${SOL_SIGNATURE}/artifacts` },
  // chain data for signed-in users and API keys
  'GET /api/v1/blocks': { access: 'v1', scope: 'blocks:read', ok: 200, path: '/api/v1/blocks?chain=eth' },
  'GET /api/v1/blocks/search': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/search?chain=eth&query=${HEIGHT}` },
  'GET /api/v1/blocks/height': { access: 'v1', ok: 400 },
  'GET /api/v1/blocks/height/:height/:chain': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/height/${HEIGHT}/eth` },
  'GET /api/v1/blocks/hash/:hash/:chain': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/hash/${BLOCK_HASH}/eth` },
  'GET /api/v1/transactions': { access: 'v1', scope: 'transactions:read', ok: 200, path: '/api/v1/transactions?chain=eth' },
  'GET /api/v1/transactions/block-height': { access: 'v1', ok: 400 },
  'GET /api/v1/transactions/block-height/:height': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/block-height/${HEIGHT}?chain=eth` },
  'GET /api/v1/transactions/receipt/:hash/:chain': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/receipt/${TX_HASH}/eth` },
  'GET /api/v1/transactions/parsed/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/parsed/${TX_HASH}` },
  'GET /api/v1/transactions/detail/:chain/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/detail/eth/${TX_HASH}` },
  'GET /api/v1/home/stats': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/home/stats?chain=eth' },
  'GET /api/v1/transactions/:chain/block-height': { access: 'v1', ok: 400, path: '/api/v1/transactions/btc/block-height' },
  'GET /api/v1/transactions/:chain/block-height/:blockHeight': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/btc/block-height/${BTC_HEIGHT}` },
  'GET /api/v1/transactions/:chain/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/btc/${BTC_TXID}` },
  'GET /api/v1/home/:chain/stats': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/home/btc/stats' },
  'GET /api/v1/gas/:chain': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/gas/btc' },
  'GET /api/v1/stats/:chain': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/stats/sol?range=24h' },
  // the address page (an address with no transactions answers 200 too; a guest CSV is capped at 1,000 rows, a signed-in one at 10,000)
  'GET /api/no-auth/addresses/:address': { access: 'public', ok: 200, path: `/api/no-auth/addresses/${ADDRESS}?chain=eth` },
  'GET /api/no-auth/addresses/:address/transactions': { access: 'public', ok: 200, path: `/api/no-auth/addresses/${ADDRESS}/transactions?chain=eth` },
  'GET /api/no-auth/addresses/:address/transactions.csv': { access: 'public', ok: 200, path: `/api/no-auth/addresses/${ADDRESS}/transactions.csv?chain=eth` },
  'GET /api/v1/addresses/:address': { access: 'v1', scope: 'addresses:read', ok: 200, path: `/api/v1/addresses/${ADDRESS}?chain=eth` },
  'GET /api/v1/addresses/:address/transactions': { access: 'v1', scope: 'addresses:read', ok: 200, path: `/api/v1/addresses/${ADDRESS}/transactions?chain=eth` },
  'GET /api/v1/addresses/:address/transactions.csv': { access: 'v1', scope: 'addresses:read', ok: 200, path: `/api/v1/addresses/${ADDRESS}/transactions.csv?chain=eth` },
  // token pages (an address no indexed move names: 404; an address's tokens: 200 with none)
  ...tokenRoutes('/api/no-auth', { access: 'public' }, { access: 'public' }),
  ...tokenRoutes('/api/v1', { access: 'v1', scope: 'contracts:read' }, { access: 'v1', scope: 'addresses:read' }),
  // the wallet view (a key with no used address: 200, an empty wallet)
  'GET /api/no-auth/wallets/:chain': { access: 'public', ok: 200, path: `/api/no-auth/wallets/btc?key=${WALLET_KEY}` },
  'GET /api/v1/wallets/:chain': { access: 'v1', scope: 'addresses:read', ok: 200, path: `/api/v1/wallets/btc?key=${WALLET_KEY}` },
  // internal calls (a stored transaction: 200, traced or not; an address: 200 with none)
  'GET /api/no-auth/transactions/internal-calls/:chain/:hash': { access: 'public', ok: 200, path: `/api/no-auth/transactions/internal-calls/eth/${TX_HASH}` },
  'GET /api/v1/transactions/internal-calls/:chain/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/internal-calls/eth/${TX_HASH}` },
  'GET /api/no-auth/addresses/:address/internal-calls': { access: 'public', ok: 200, path: `/api/no-auth/addresses/${ADDRESS}/internal-calls?chain=eth` },
  'GET /api/v1/addresses/:address/internal-calls': { access: 'v1', scope: 'addresses:read', ok: 200, path: `/api/v1/addresses/${ADDRESS}/internal-calls?chain=eth` },
  // the Etherscan-compatible API: open to every caller; its apikey query parameter (not these headers) picks the scope and caps (etherscan-api.test.ts)
  'GET /:chain/etherscan/api': { access: 'public', ok: 200, path: `/eth/etherscan/api?module=block&action=getblockreward&blockno=${HEIGHT}` },
  'GET /api/v1/sol/blocks/:slot/transactions': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/sol/blocks/${SOL_SLOT}/transactions?vote=false` },
  'GET /api/v1/sol/tx/detail': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/sol/tx/detail?signature=${SOL_SIGNATURE}` },
  'GET /api/v1/sol/tx/:id/artifacts': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/sol/tx/${SOL_SIGNATURE}/artifacts` },
  // sol mint addresses (writes: a body that fails validation or an unknown address, the same answer for every permitted caller; who may write what is sol-mints.test.ts)
  'GET /api/no-auth/sol/mints': { access: 'public', ok: 200, path: '/api/no-auth/sol/mints?contractType=spl&status=1' },
  'GET /api/no-auth/sol/mints/:address': { access: 'public', ok: 404, path: `/api/no-auth/sol/mints/${UNKNOWN_MINT}` },
  'GET /api/v1/sol/mints': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/sol/mints?search=usd' },
  'GET /api/v1/sol/mints/:address': { access: 'v1', scope: 'contracts:read', ok: 404, path: `/api/v1/sol/mints/${UNKNOWN_MINT}` },
  'POST /api/v1/sol/mints': { access: 'v1', scope: 'contracts:write', ok: 400, body: () => ({ address: UNKNOWN_MINT, name: 'matrix', symbol: 'MTX', decimals: 19 }) },
  'DELETE /api/v1/sol/mints/:address': { access: 'v1', scope: 'contracts:write', ok: 404, path: `/api/v1/sol/mints/${UNKNOWN_MINT}` },
  // the contracts console (writes: the request fails validation or names an unknown id, so every permitted caller gets the same answer; who may write what is contracts.test.ts)
  'GET /api/no-auth/contracts': { access: 'public', ok: 200, path: '/api/no-auth/contracts?chainName=eth' },
  'GET /api/no-auth/contracts/:id/logo': { access: 'public', ok: 404, path: `/api/no-auth/contracts/${UNKNOWN_CONTRACT}/logo` },
  'GET /api/v1/contracts': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/contracts?chainName=bsc' },
  'GET /api/v1/contracts/address/:address': { access: 'v1', scope: 'contracts:read', ok: 404, path: `/api/v1/contracts/address/0x${'ef'.repeat(20)}` },
  'GET /api/v1/contracts/chain/:chain': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/contracts/chain/eth' },
  'GET /api/v1/contracts/type/:type': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/contracts/type/erc721' },
  'GET /api/v1/contracts/erc20': { access: 'v1', scope: 'contracts:read', ok: 200 },
  'GET /api/v1/contracts/audit': { access: 'admin', scope: 'contracts:read', ok: 200 },
  'POST /api/v1/contracts': { access: 'v1', scope: 'contracts:write', ok: 400, body: () => ({ chain_name: 'eth' }) },
  'PUT /api/v1/contracts/:id/status/:status': { access: 'v1', scope: 'contracts:write', ok: 404, path: `/api/v1/contracts/${UNKNOWN_CONTRACT}/status/1` },
  'PUT /api/v1/contracts/:id/verify': { access: 'v1', scope: 'contracts:write', ok: 404, path: `/api/v1/contracts/${UNKNOWN_CONTRACT}/verify` },
  'DELETE /api/v1/contracts/:id': { access: 'v1', scope: 'contracts:write', ok: 404, path: `/api/v1/contracts/${UNKNOWN_CONTRACT}` },
  'GET /api/v1/coin-configs': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/coin-configs?chain=eth' },
  'GET /api/v1/coin-configs/address/:address': { access: 'v1', scope: 'contracts:read', ok: 200, path: `/api/v1/coin-configs/address/0x${'ef'.repeat(20)}?chain=eth` },
  'GET /api/v1/coin-configs/maintenance/:chain': { access: 'v1', scope: 'contracts:read', ok: 200, path: '/api/v1/coin-configs/maintenance/bsc?_t=1' },
  'POST /api/v1/coin-configs': { access: 'v1', scope: 'contracts:write', ok: 400, body: () => ({ chain_name: 'eth' }) },
  'POST /api/v1/parser-configs/from-abi': { access: 'v1', scope: 'contracts:write', ok: 200, body: () => ({ fragment: 'transfer(address,uint256)', contract_address: `0x${'12'.repeat(20)}` }) },
  'POST /api/v1/parser-configs': { access: 'v1', scope: 'contracts:write', ok: 400, body: () => ({ chain_name: 'eth' }) },
  'PUT /api/v1/parser-configs/:id': { access: 'v1', scope: 'contracts:write', ok: 404, path: `/api/v1/parser-configs/${UNKNOWN_CONTRACT}`, body: () => ({}) },
  // the Solana program registry (writes: an unknown id or a body that fails validation, the same answer for every permitted caller; who may write what is sol-programs.test.ts)
  'GET /api/no-auth/sol/programs': { access: 'public', ok: 200, path: '/api/no-auth/sol/programs?type=system' },
  'GET /api/v1/sol/programs': { access: 'v1', scope: 'programs:read', ok: 200, path: '/api/v1/sol/programs?keyword=token' },
  'POST /api/v1/sol/programs': { access: 'v1', scope: 'programs:write', ok: 400, body: () => ({ program_id: '', name: 'matrix', type: 'other' }) },
  'PUT /api/v1/sol/programs/:id': {
    access: 'v1',
    scope: 'programs:write',
    ok: 404,
    path: `/api/v1/sol/programs/${UNKNOWN_CONTRACT}`,
    body: () => ({ program_id: 'ComputeBudget111111111111111111111111111111', name: 'matrix', type: 'system' }),
  },
  'DELETE /api/v1/sol/programs/:id': { access: 'v1', scope: 'programs:write', ok: 404, path: `/api/v1/sol/programs/${UNKNOWN_CONTRACT}` },
  'POST /api/v1/sol/programs/preview': {
    access: 'v1',
    scope: 'programs:write',
    ok: 200,
    body: () => ({ instruction_rules: [{ name: 'limit', match: { u8: 2 }, fields: [{ name: 'units', type: 'u32', offset: 1 }] }], sample_data: { data: '0x02a2010000', accounts: [] } }),
  },
  'POST /api/v1/sol/programs/idl': { access: 'v1', scope: 'programs:write', ok: 200, body: () => ({ idl: { instructions: [{ name: 'ping', accounts: [], args: [{ name: 'n', type: 'u8' }] }] } }) },
  // no program id: 400 before any node is asked
  'POST /api/v1/sol/programs/idl/chain': { access: 'v1', scope: 'programs:write', ok: 400, body: () => ({ program_id: '' }) },
  // global search and CSV downloads (H5)
  'GET /api/no-auth/search': { access: 'public', ok: 200, path: `/api/no-auth/search?chain=eth&q=${HEIGHT}` },
  'GET /api/v1/search': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/search?chain=eth&q=${BLOCK_HASH}` },
  'GET /api/no-auth/blocks.csv': { access: 'public', ok: 200, path: '/api/no-auth/blocks.csv?chain=eth' },
  'GET /api/no-auth/blocks/:height/transactions.csv': { access: 'public', ok: 200, path: `/api/no-auth/blocks/${HEIGHT}/transactions.csv?chain=eth` },
  'GET /api/v1/blocks.csv': { access: 'v1', scope: 'blocks:read', ok: 200, path: '/api/v1/blocks.csv?chain=btc' },
  'GET /api/v1/blocks/:height/transactions.csv': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/blocks/${BTC_HEIGHT}/transactions.csv?chain=btc` },
  // probe routes (test-only, see mountProbe)
  [`GET ${PROBE_PREFIX}/admin`]: { access: 'admin', scope: 'stats:read', ok: 200 },
  [`POST ${PROBE_PREFIX}/admin`]: { access: 'admin', scope: 'contracts:write', ok: 200, body: () => ({ probe: true }) },
  [`POST ${PROBE_PREFIX}/member`]: { access: 'v1', scope: 'contracts:write', ok: 200, body: () => ({ probe: true }) },
  [`GET ${OUTSIDE_PROBE}`]: { access: 'admin', ok: 200 },
  // the Esplora-compatible API (issue 28)
  ...esploraRoutes(),
};
