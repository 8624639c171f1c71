/**
 * The address page behind both /api/no-auth and /api/v1: the summary (index counts, live balance,
 * family extras), keyset pages of its transactions with an opaque cursor, and the CSV rows of the
 * same pages up to a cap.
 */
import { CHAINS, type AddressSummary, type AddressTransaction, type ChainId } from '@explorer/core';
import { z } from 'zod';
import { checkChainAddress } from '../../../plugins/app/chain-address';
import { badRequest } from '../../../http/errors';
import type { FastifyInstance } from 'fastify';
import { servedChainQuery, serverFamily } from '../../../families';
import { decodeCursor as decodeKeyset, encodeCursor as keysetCursor, HEIGHT, INDEX } from '../../../families/keyset-cursor';

export const ADDRESS_PAGE_DEFAULT = 25;
export const ADDRESS_PAGE_MAX = 100;
const CSV_PAGE = 500;

export const AddressPath = z.object({ address: z.string().trim().min(1, '地址不能为空').max(128, '地址过长').describe('an address in the chain’s format') });
export const AddressQuery = z.object({ chain: servedChainQuery });
export const AddressTxQuery = z.object({
  chain: servedChainQuery,
  cursor: z.string().max(64, '无效的游标').regex(/^[A-Za-z0-9_-]+$/, '无效的游标').optional().describe('next_cursor of the previous page'),
  limit: z.coerce.number({ error: '必须是正整数' }).int('必须是正整数').min(1, '必须是正整数').max(ADDRESS_PAGE_MAX, `不能超过${ADDRESS_PAGE_MAX}`).default(ADDRESS_PAGE_DEFAULT),
});

export interface Cursor {
  height: number;
  index: number;
}

export const encodeCursor = (c: Cursor) => keysetCursor(c.height, c.index);

export function decodeCursor(text: string | undefined): Cursor | null {
  const parts = decodeKeyset(text, [HEIGHT, INDEX]);
  return parts && { height: Number(parts[0]), index: Number(parts[1]) };
}

/** The address in its stored form (checked against the network the chain's node reports), or a 400 naming the field. */
export async function storedAddress(app: FastifyInstance, chain: ChainId, text: string): Promise<string> {
  const check = await checkChainAddress(app.repos, chain, text);
  if (!check.ok) throw badRequest(`address: ${check.message}`);
  return check.address;
}

const family = (chain: ChainId) => serverFamily(chain).addressPage;

export async function addressSummary(app: FastifyInstance, chain: ChainId, addressText: string): Promise<AddressSummary> {
  const address = await storedAddress(app, chain, addressText);
  const fam = CHAINS[chain].family;
  const bytes = family(chain).addressBytes(chain, address);
  const [summary, extras, live] = await Promise.all([
    bytes === null ? undefined : app.repos.addressIndex.summary(chain, bytes),
    family(chain).extras(app.repos, chain, address),
    serverFamily(chain).nodeBalance ? app.balances.balances(chain, [address]) : Promise.resolve([null]),
  ]);
  const { utxoBalance, ...familyPart } = extras;
  const balance = utxoBalance ?? live[0]?.toString() ?? null;
  return {
    chain,
    address,
    family: fam,
    balance,
    balance_source: utxoBalance !== undefined ? 'utxo' : balance === null ? 'unavailable' : 'node',
    tx_count: summary?.tx_count ?? 0,
    first_seen: summary ? { height: summary.first_seen_height, time: summary.first_seen_time } : null,
    last_seen: summary ? { height: summary.last_seen_height, time: summary.last_seen_time } : null,
    ...familyPart,
  };
}

async function pageOf(app: FastifyInstance, chain: ChainId, address: string, after: Cursor | null, limit: number) {
  // one more than asked: whether an older page exists
  const bytes = family(chain).addressBytes(chain, address);
  const keys = bytes === null ? [] : await app.repos.addressIndex.page(chain, bytes, after, limit + 1);
  const more = keys.length > limit;
  const shown = more ? keys.slice(0, limit) : keys;
  const transactions = await family(chain).rows(app.repos, chain, address, shown);
  const last = shown[shown.length - 1];
  return { transactions, next: more && last ? { height: last.block_height, index: last.tx_index } : null };
}

export async function addressTransactions(app: FastifyInstance, query: z.infer<typeof AddressTxQuery>, addressText: string) {
  const address = await storedAddress(app, query.chain, addressText);
  const { transactions, next } = await pageOf(app, query.chain, address, decodeCursor(query.cursor), query.limit);
  return { transactions, next_cursor: next ? encodeCursor(next) : null, limit: query.limit };
}

export const ADDRESS_CSV_HEADER = ['tx_hash', 'block_height', 'time_utc', 'direction', 'counterparty', 'value', 'fee', 'status', 'tokens'];

function tokenCell(t: AddressTransaction): string {
  const transfers = (t.token_transfers ?? []).map((x) => `${x.amount} ${x.symbol ?? x.token} ${x.from} -> ${x.to}`);
  const changes = (t.token_changes ?? []).map((x) => `${x.change} ${x.mint}`);
  return [...transfers, ...changes].join('; ');
}

/** The rows of the address's (stored form: storedAddress first, before the download starts) transactions, newest first, at most `cap`, read a keyset page at a time. */
export async function* addressCsvRows(app: FastifyInstance, chain: ChainId, address: string, cap: number): AsyncIterable<Array<string | number | bigint | null>> {
  let after: Cursor | null = null;
  let written = 0;
  while (written < cap) {
    const { transactions, next } = await pageOf(app, chain, address, after, Math.min(CSV_PAGE, cap - written));
    for (const t of transactions) {
      yield [t.hash, t.block_height, new Date(t.timestamp * 1000).toISOString(), t.direction, t.counterparty, t.value, t.fee, t.status === 1 ? 'success' : 'failed', tokenCell(t)];
    }
    written += transactions.length;
    if (!next) break;
    after = next;
  }
}

export const csvFilename = (chain: ChainId, address: string) => `${chain}-address-${address.slice(0, 16)}-transactions.csv`;
