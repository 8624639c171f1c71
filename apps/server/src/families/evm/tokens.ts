/**
 * The EVM family's token pages (FamilyTokens): the indexed balances as the wire shapes of
 * @explorer/core wire/tokens.ts, with opaque keyset cursors (base64url of the last row's key) and
 * each holder's share of the indexed supply in bigint math.
 */
import { TOKEN_STANDARDS, type AddressTokenPage, type TokenHolderPage, type TokenInventoryPage, type TokenSummary, type TokenTransferPage } from '@explorer/core';
import { bytea, type ByteaIn } from '@explorer/db';
import { decodeCursor as decode, encodeCursor as encode, HEIGHT, INDEX } from '../keyset-cursor';
import type { FamilyTokens } from '../types';

const standardOf = (n: number) => TOKEN_STANDARDS[n - 1] ?? 'erc20';


const UINT = /^\d{1,80}$/;
const HEX20 = /^0x[0-9a-f]{40}$/;
const hexKey = (hex: string): ByteaIn => bytea(hex);

/** balance as a percentage of supply, 4 decimals, rounded down (null when supply is not positive) */
export function shareOf(balance: bigint, supply: bigint): string | null {
  if (supply <= 0n) return null;
  const scaled = (balance * 1_000_000n) / supply; // percent × 10⁴
  const sign = scaled < 0n ? '-' : '';
  const abs = scaled < 0n ? -scaled : scaled;
  return `${sign}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
}

export const evmTokens: FamilyTokens = {
  known: async (repos, chain, token) => (await repos.evm.tokens.stats(chain, hexKey(token))) !== undefined,

  async summary(repos, chain, token) {
    const row = await repos.evm.tokens.stats(chain, hexKey(token));
    if (!row) return undefined;
    const coverage = await repos.evm.tokens.coverage(chain);
    const summary: TokenSummary = {
      chain,
      address: token,
      standard: standardOf(row.standard),
      name: row.name,
      symbol: row.symbol,
      decimals: row.decimals,
      total_supply: row.total_supply,
      indexed_supply: (BigInt(row.minted) - BigInt(row.burned)).toString(),
      minted: row.minted,
      burned: row.burned,
      holders: Number(row.holders),
      transfers: Number(row.transfers),
      balances: {
        exact: row.balances_exact,
        checked_height: row.checked_height === null ? null : Number(row.checked_height),
        mismatch: row.mismatch
          ? { holder: row.mismatch.holder, token_id: row.mismatch.tokenId, indexed: row.mismatch.indexed, on_chain: row.mismatch.onChain, height: row.mismatch.height }
          : null,
        counted_from: coverage.backfill ? coverage.backfill.next_height : coverage.first,
        backfill: coverage.backfill,
      },
    };
    return summary;
  },

  async holders(repos, chain, token, cursor, limit): Promise<TokenHolderPage | undefined> {
    const after = decode(cursor, [UINT, HEX20]);
    const row = await repos.evm.tokens.stats(chain, hexKey(token));
    if (!row) return undefined;
    const supply = BigInt(row.minted) - BigInt(row.burned);
    const rows = await repos.evm.tokens.holders(chain, hexKey(token), after ? { balance: after[0]!, holder: hexKey(after[1]!) } : null, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      holders: shown.map((h) => ({ holder: h.holder, balance: h.balance, share: shareOf(BigInt(h.balance), supply) })),
      next_cursor: rows.length > limit && last ? encode(last.balance, last.holder) : null,
      limit,
    };
  },

  async transfers(repos, chain, token, cursor, limit): Promise<TokenTransferPage> {
    const before = decode(cursor, [HEIGHT, INDEX]);
    const rows = await repos.evm.tokens.moves(chain, hexKey(token), before ? { height: Number(before[0]), index: Number(before[1]) } : null, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      transfers: shown.flatMap((r) =>
        r.moves.map((m) => ({ tx_hash: r.tx_hash, block_height: r.block_height, log_index: r.log_index, timestamp: r.timestamp, from: m.from, to: m.to, token_id: m.tokenId?.toString() ?? null, amount: m.amount.toString() })),
      ),
      next_cursor: rows.length > limit && last ? encode(last.block_height, last.log_index) : null,
      limit,
    };
  },

  async inventory(repos, chain, token, cursor, limit): Promise<TokenInventoryPage> {
    const after = decode(cursor, [UINT, HEX20]);
    const rows = await repos.evm.tokens.items(chain, hexKey(token), after ? { tokenId: after[0]!, holder: hexKey(after[1]!) } : null, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return { items: shown, next_cursor: rows.length > limit && last ? encode(last.token_id, last.holder) : null, limit };
  },

  async ofHolder(repos, chain, holder, cursor, limit): Promise<AddressTokenPage> {
    const after = decode(cursor, [HEX20]);
    const rows = await repos.evm.tokens.ofHolder(chain, hexKey(holder), after ? hexKey(after[0]!) : null, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      tokens: shown.map((r) => ({ token: r.token, standard: standardOf(r.standard), name: r.name, symbol: r.symbol, decimals: r.decimals, balance: r.balance, exact: r.balances_exact })),
      next_cursor: rows.length > limit && last ? encode(last.token) : null,
      limit,
    };
  },
};
