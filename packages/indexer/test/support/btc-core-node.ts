/**
 * A Bitcoin Core JSON-RPC node (node:http) for tests, serving recorded mainnet block 200000 (all 388
 * transactions) and the transactions its inputs spend, from shared/chaindata/bitcoin, in Core's
 * shapes: getblockchaininfo, getblockcount, getblockhash (-8 out of range), getblock verbosity 2 or
 * 3 (3 adds `prevout` to inputs unless `prevouts: false`, like a node older than 23),
 * getrawtransaction (-5 without `txindex`). Errors are answered as Core's legacy mode does: HTTP 500
 * with a JSON error body. `auth` makes it demand HTTP basic credentials (401 otherwise).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = process.env.BTC_CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/chaindata/bitcoin');
const FILE = 'btc_mainnet_block_200000_getblock_v2_plus_input_txs_base64wrapped.chainstorage.json';

interface RawTx {
  txid: string;
  vin: { txid?: string; vout?: number; coinbase?: string; prevout?: unknown }[];
  vout: { n: number; value: number; scriptPubKey: unknown }[];
}

export interface Block200000 {
  block: { hash: string; height: number; tx: RawTx[]; [k: string]: unknown };
  /** getrawtransaction results of the transactions the block's inputs spend, by txid */
  inputTxs: Map<string, RawTx>;
}

const decode = (b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as unknown;

export function loadBlock200000(): Block200000 {
  const wrapped = JSON.parse(readFileSync(resolve(DIR, FILE), 'utf8')) as { bitcoin: { header: string; inputTransactions: { data?: string[] }[] } };
  const block = decode(wrapped.bitcoin.header) as Block200000['block'];
  const inputTxs = new Map<string, RawTx>();
  for (const entry of wrapped.bitcoin.inputTransactions) {
    for (const d of entry.data ?? []) {
      const tx = decode(d) as RawTx;
      const known = inputTxs.get(tx.txid);
      // a transaction may come once per output spent: keep every output seen
      inputTxs.set(tx.txid, known ? { ...known, vout: [...known.vout, ...tx.vout.filter((o) => !known.vout.some((k) => k.n === o.n))] } : tx);
    }
  }
  return { block, inputTxs };
}

export interface BtcCoreNode {
  url: string;
  calls: Record<string, number>;
  close(): Promise<void>;
}

export async function startBtcCoreNode(opts: { prevouts?: boolean; txindex?: boolean; auth?: { user: string; password: string } } = {}): Promise<BtcCoreNode> {
  const { block, inputTxs } = loadBlock200000();
  const calls: Record<string, number> = {};
  const withPrevouts = {
    ...block,
    tx: block.tx.map((tx) => ({
      ...tx,
      vin: tx.vin.map((i) => {
        if (i.coinbase !== undefined) return i;
        const o = inputTxs.get(i.txid!)?.vout.find((v) => v.n === i.vout);
        return { ...i, prevout: { value: o!.value, scriptPubKey: o!.scriptPubKey } };
      }),
    })),
  };
  const fail = (code: number, message: string) => ({ error: { code, message } });

  function answer(method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } {
    calls[method] = (calls[method] ?? 0) + 1;
    switch (method) {
      case 'getblockchaininfo':
        return { result: { chain: 'main', blocks: block.height, bestblockhash: block.hash } };
      case 'getblockcount':
        return { result: block.height };
      case 'getblockhash':
        return params[0] === block.height ? { result: block.hash } : fail(-8, 'Block height out of range');
      case 'getblock': {
        if (params[0] !== block.hash) return fail(-5, 'Block not found');
        const verbosity = Number(params[1] ?? 1);
        return { result: verbosity >= 3 && opts.prevouts !== false ? withPrevouts : block };
      }
      case 'getrawtransaction': {
        const tx = opts.txindex === false ? undefined : inputTxs.get(String(params[0]));
        return tx ? { result: tx } : fail(-5, 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.');
      }
      default:
        return fail(-32601, 'Method not found');
    }
  }

  const expected = opts.auth ? `Basic ${Buffer.from(`${opts.auth.user}:${opts.auth.password}`).toString('base64')}` : null;
  const server = createServer((req, res) => {
    if (expected && req.headers.authorization !== expected) {
      res.writeHead(401).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: unknown; method: string; params?: unknown[] } | { id: unknown; method: string; params?: unknown[] }[];
      const list = Array.isArray(body) ? body : [body];
      const replies = list.map((c) => ({ result: null, error: null, ...answer(c.method, c.params ?? []), id: c.id }));
      // legacy mode: a single failed call is HTTP 500 (404 for an unknown method) with the error in the body
      const status = Array.isArray(body) ? 200 : replies[0]!.error ? (replies[0]!.error.code === -32601 ? 404 : 500) : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? replies : replies[0]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const cred = opts.auth ? `${opts.auth.user}:${encodeURIComponent(opts.auth.password)}@` : '';
  return { url: `http://${cred}127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) };
}
