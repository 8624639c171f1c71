/**
 * The read routes bench:api --scale times on a seeded database (seed-scale.ts), with the ids each
 * needs read from that database: the eth chain's every read route (block list page 1 and a page
 * halfway down, block detail, a block's transactions, transaction, receipt, address summary and
 * transactions of the busiest address and of a sender of the newest block, contract list, search,
 * statistics, the CSV downloads, home, the busiest token's page, holders and transfers, the Etherscan
 * API's txlist of the busiest address and of the sender), and the
 * block, transaction and address routes of btc and sol.
 * The block picked is 5 below the tip, as a reader of the newest blocks would ask; "deep" pages are
 * halfway down the chain, so both sizes ask at the same relative depth. Routes that guests may not
 * reach (a page below the newest 100 blocks, receipts) are asked on /api/v1 with a signed-in user's token.
 */
import { BTC_NETWORKS, chainKey } from '@explorer/core';
import { scriptAddress } from '@explorer/indexer';
import { sql, type DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import bs58 from 'bs58';
import { encodeCursor } from '../src/routes/api/shared/address-page';

export interface ScaleRoute {
  name: string;
  path: string;
  /** asked on /api/v1 with the bench user's token */
  signedIn?: boolean;
  /** one of the four routes of the fixed-rate run */
  rate?: boolean;
  /** the path as it is, outside the two mounts (the Etherscan-compatible API: /{chain}/etherscan/api) */
  absolute?: boolean;
}

/** a route's URL path: on its mount, or as it is */
export const routePath = (r: ScaleRoute): string => (r.absolute ? r.path : (r.signedIn ? '/api/v1' : '/api/no-auth') + r.path);

/** a bytea as the database layer gives it ('0x…' text), or bytes */
const bytesOf = (b: string | Uint8Array): Buffer => (typeof b === 'string' ? Buffer.from(b.replace(/^(\\x|0x)/, ''), 'hex') : Buffer.from(b));
const hex = (b: string | Uint8Array) => '0x' + bytesOf(b).toString('hex');

async function one<T>(db: Kysely<DB>, query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(db);
  if (!rows[0]) throw new Error('the seeded database lacks a row the bench needs');
  return rows[0];
}

export async function scaleRoutes(db: Kysely<DB>): Promise<ScaleRoute[]> {
  const eth = chainKey('eth');
  const counters = await sql<{ chain: string; total_blocks: string }>`SELECT chain, total_blocks::text FROM chain_counters`.execute(db);
  const blocksOf = (c: string) => Number(counters.rows.find((r) => r.chain === c)?.total_blocks ?? 0);
  const tipOf = async (c: string) => Number((await one(db, sql<{ tip: string }>`SELECT max(height)::text AS tip FROM blocks WHERE chain = ${chainKey(c)}`)).tip);

  const ethTip = await tipOf('eth');
  // 5 below the tip (less on a tiny chain)
  const below = (c: string) => Math.min(5, Math.floor(blocksOf(c) / 2));
  const h = ethTip - below('eth');
  const tx = await one(db, sql<{ hash: Buffer; from_addr: string | Uint8Array }>`
    SELECT hash, from_addr FROM evm_transactions WHERE chain = ${eth} AND block_height = ${h} ORDER BY tx_index LIMIT 1`);
  const sender = await one(db, sql<{ from_addr: string | Uint8Array }>`
    SELECT from_addr FROM evm_transactions WHERE chain = ${eth} AND block_height = ${ethTip} ORDER BY tx_index LIMIT 1`);
  // the busiest address of the newest blocks: in every replayed block, so its history grows with the chain
  const busiest = await one(db, sql<{ address: string | Uint8Array }>`
    SELECT s.address FROM (SELECT DISTINCT to_addr FROM evm_transactions WHERE chain = ${eth} AND block_height > ${ethTip - 8} AND to_addr IS NOT NULL) t
    JOIN address_summary s ON s.chain = ${eth} AND s.address = t.to_addr ORDER BY s.tx_count DESC LIMIT 1`);
  // the token most transfers move (the token pages' balances are kept by the seed's store, as at ingest)
  const busiestToken = await one(db, sql<{ token: string | Uint8Array }>`SELECT token FROM token_stats WHERE chain = ${eth} ORDER BY transfers DESC, token LIMIT 1`);
  const deepPage = Math.max(2, Math.floor(blocksOf('eth') / 2 / 25));
  const txHash = hex(tx.hash);
  const hot = hex(busiest.address);
  const from = hex(sender.from_addr);
  const token = hex(busiestToken.token);
  const tokenCursor = (height: number) => Buffer.from(`${height}.0`).toString('base64url');

  const btcTip = await tipOf('btc');
  const btcTx = await one(db, sql<{ txid: string | Uint8Array }>`SELECT txid FROM btc_transactions WHERE chain = ${chainKey('btc')} AND block_height = ${btcTip - below('btc')} ORDER BY tx_index DESC LIMIT 1`);
  const solTip = await tipOf('sol');
  const solTx = await one(db, sql<{ signature: string | Uint8Array }>`SELECT signature FROM sol_transactions WHERE chain = ${chainKey('sol')} AND block_height = ${solTip - below('sol')} ORDER BY tx_index DESC LIMIT 1`);
  const btcTxid = bytesOf(btcTx.txid).toString('hex');
  // the btc address paid most often among the newest blocks' outputs (its history grows with the chain), for Esplora
  const btcBusiest = await one(db, sql<{ address: string | Uint8Array }>`
    SELECT s.address FROM (SELECT DISTINCT script FROM btc_outputs WHERE chain = ${chainKey('btc')} AND block_height > ${btcTip - 8} AND script IS NOT NULL) o
    JOIN address_summary s ON s.chain = ${chainKey('btc')} AND s.address = o.script ORDER BY s.tx_count DESC LIMIT 1`);
  const btcAddress = scriptAddress(bytesOf(btcBusiest.address).toString('hex'), BTC_NETWORKS.main);
  if (!btcAddress) throw new Error('the busiest btc script has no address form');
  const solSig = bs58.encode(bytesOf(solTx.signature));

  return [
    { name: 'eth block list, page 1', path: '/blocks?chain=eth&page=1&page_size=25', rate: true },
    { name: 'eth block list, a page halfway down', path: `/blocks?chain=eth&page=${deepPage}&page_size=25`, signedIn: true },
    { name: 'eth block detail', path: `/blocks/height/${h}?chain=eth`, rate: true },
    { name: "eth a block's transactions", path: `/transactions/block-height/${h}?chain=eth&page=1&page_size=20`, rate: true },
    { name: 'eth transaction', path: `/transactions/eth/${txHash}`, rate: true },
    { name: 'eth transaction detail', path: `/transactions/detail/eth/${txHash}` },
    { name: 'eth receipt', path: `/transactions/receipt/${txHash}/eth`, signedIn: true },
    { name: 'eth address (busiest)', path: `/addresses/${hot}?chain=eth` },
    { name: 'eth address txs page 1 (busiest)', path: `/addresses/${hot}/transactions?chain=eth&limit=25` },
    { name: 'eth address txs halfway down (busiest)', path: `/addresses/${hot}/transactions?chain=eth&limit=25&cursor=${encodeCursor({ height: Math.floor(ethTip / 2), index: 0 })}` },
    { name: 'eth address (a sender)', path: `/addresses/${from}?chain=eth` },
    { name: 'eth address txs page 1 (a sender)', path: `/addresses/${from}/transactions?chain=eth&limit=25` },
    // the Etherscan-compatible API's txlist (a page of 25, newest first), as wallets and tax tools ask it
    { name: 'eth etherscan txlist page 1 (busiest)', path: `/eth/etherscan/api?module=account&action=txlist&address=${hot}&page=1&offset=25&sort=desc`, absolute: true },
    { name: 'eth etherscan txlist page 1 (a sender)', path: `/eth/etherscan/api?module=account&action=txlist&address=${from}&page=1&offset=25&sort=desc`, absolute: true },
    { name: 'eth contract list', path: '/contracts?chainName=eth&page=1&page_size=25' },
    { name: 'search a tx hash', path: `/search?q=${txHash}` },
    { name: 'search a height', path: `/search?chain=eth&q=${h}` },
    { name: 'eth statistics 24h', path: '/stats/eth?range=24h' },
    { name: 'eth statistics 30d', path: '/stats/eth?range=30d' },
    { name: 'eth home stats', path: '/home/eth/stats' },
    { name: 'eth blocks CSV', path: '/blocks.csv?chain=eth' },
    { name: "eth a block's transactions CSV", path: `/blocks/${h}/transactions.csv?chain=eth` },
    // the busiest: its history passes the 1,000-row cap at both sizes, so both write the same rows
    { name: 'eth address CSV (busiest)', path: `/addresses/${hot}/transactions.csv?chain=eth` },
    { name: 'eth token (busiest)', path: `/tokens/eth/${token}` },
    { name: 'eth token holders page 1 (busiest)', path: `/tokens/eth/${token}/holders?limit=25` },
    { name: 'eth token transfers page 1 (busiest)', path: `/tokens/eth/${token}/transfers?limit=25` },
    { name: 'eth token transfers halfway down (busiest)', path: `/tokens/eth/${token}/transfers?limit=25&cursor=${tokenCursor(Math.floor(ethTip / 2))}` },
    { name: 'btc block list, page 1', path: '/blocks?chain=btc&page=1&page_size=25' },
    { name: 'btc block detail', path: `/blocks/height/${btcTip - below('btc')}?chain=btc` },
    { name: "btc a block's transactions", path: `/transactions/btc/block-height/${btcTip - below('btc')}?page_size=20` },
    { name: 'btc transaction', path: `/transactions/btc/${btcTxid}` },
    // the Esplora API: the index's rows shaped with the raw transaction a node stub gives (btc-node-stub.ts; cached after the first read)
    { name: 'btc esplora address txs (busiest)', path: `/btc/esplora/api/address/${btcAddress}/txs`, absolute: true },
    { name: 'btc esplora transaction', path: `/btc/esplora/api/tx/${btcTxid}`, absolute: true },
    { name: 'sol block list, page 1', path: '/blocks?chain=sol&page=1&page_size=25' },
    { name: 'sol block detail', path: `/blocks/height/${solTip - below('sol')}?chain=sol` },
    { name: "sol a block's transactions", path: `/transactions/block-height/${solTip - below('sol')}?chain=sol&page=1&page_size=20` },
    { name: 'sol transaction', path: `/transactions/sol/${solSig}` },
  ];
}
