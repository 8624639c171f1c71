/**
 * Writes a probe's outcome to the contracts row. Indexer rows take the token facts (type ERC20,
 * ERC721 or ERC1155; is_erc20 only for ERC20); a user's row keeps everything the user set, its
 * type included, and only gets its empty name/symbol/decimals/total supply filled.
 * A row is addressed by id, so a row that a reorg rollback deleted (even one re-created since for
 * the same address) is left alone; a token without a row gets one only while it still has
 * transfers stored. Decimals above 18 do not fit the table's 0..18 check: the column stays null
 * and the contract's own value goes to metadata.onchain_decimals.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import type { ProbeCandidate } from './probe-candidates';
import { STORED_DECIMALS_MAX, type TokenProbe } from './token-decode';

interface TokenColumns {
  contract_type: string;
  is_erc20: boolean;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  total_supply: string | null;
  metadata: string;
  token_probe: TokenProbe['kind'];
}

const NFT_TYPES = { erc721: 'ERC721', erc1155: 'ERC1155' } as const;

export function tokenColumns(probe: TokenProbe): TokenColumns {
  const none = { is_erc20: false, decimals: null, metadata: '{}', token_probe: probe.kind };
  if (probe.kind === 'not_erc20' || probe.kind === 'failed')
    return { ...none, contract_type: 'OTHER', name: null, symbol: null, total_supply: null };
  if (probe.kind !== 'erc20') {
    const { name, symbol, totalSupply } = probe.nft;
    return { ...none, contract_type: NFT_TYPES[probe.kind], name, symbol, total_supply: totalSupply?.toString() ?? null };
  }
  const { name, symbol, decimals, totalSupply } = probe.token;
  const fits = decimals <= STORED_DECIMALS_MAX;
  return {
    contract_type: 'ERC20',
    is_erc20: true,
    name,
    symbol,
    decimals: fits ? decimals : null,
    total_supply: totalSupply.toString(),
    metadata: JSON.stringify(fits ? {} : { onchain_decimals: decimals }),
    token_probe: 'erc20',
  };
}

/** Returns whether a row was written. */
export async function saveProbe(
  db: Kysely<DB>,
  chain: ChainId,
  candidate: ProbeCandidate,
  probe: TokenProbe,
): Promise<boolean> {
  return candidate.rowId === null
    ? insertProbed(db, chain, candidate, probe)
    : updateProbed(db, candidate.rowId, probe);
}

async function updateProbed(db: Kysely<DB>, id: number, probe: TokenProbe): Promise<boolean> {
  const base = db.updateTable('contracts').where('id', '=', id);
  if (probe.kind === 'not_erc20' || probe.kind === 'failed') {
    const failed = probe.kind === 'failed';
    const res = await base
      .set({
        token_probe: probe.kind,
        token_probed_at: sql`now()`,
        token_probe_failures: failed ? sql`token_probe_failures + 1` : 0,
      })
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }
  const c = tokenColumns(probe);
  const user = sql<boolean>`source = 'user'`;
  const fill = <T>(
    column: 'name' | 'symbol' | 'decimals' | 'total_supply',
    value: T,
    type: 'text' | 'integer',
  ) =>
    sql<T>`CASE WHEN ${user} THEN COALESCE(${sql.ref(column)}, ${value}::${sql.raw(type)}) ELSE ${value}::${sql.raw(type)} END`;
  const res = await base
    .set({
      contract_type: sql`CASE WHEN ${user} THEN contract_type ELSE ${c.contract_type} END`,
      is_erc20: sql`CASE WHEN ${user} THEN is_erc20 ELSE ${c.is_erc20}::boolean END`,
      name: fill('name', c.name, 'text'),
      symbol: fill('symbol', c.symbol, 'text'),
      decimals: fill('decimals', c.decimals, 'integer'),
      total_supply: fill('total_supply', c.total_supply, 'text'),
      // a user's keys win; an indexer row's onchain_decimals is replaced by this probe's
      metadata: sql`CASE WHEN ${user} THEN ${c.metadata}::jsonb || metadata ELSE (metadata - 'onchain_decimals') || ${c.metadata}::jsonb END`,
      token_probe: c.token_probe,
      token_probed_at: sql`now()`,
      token_probe_failures: 0,
      m_time: sql`now()`,
    })
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

async function insertProbed(
  db: Kysely<DB>,
  chain: ChainId,
  candidate: ProbeCandidate,
  probe: TokenProbe,
): Promise<boolean> {
  const c = tokenColumns(probe);
  const failures = probe.kind === 'failed' ? 1 : 0;
  const { numAffectedRows } = await sql`
    INSERT INTO contracts (chain, address, source, contract_type, is_erc20, name, symbol, decimals, total_supply, metadata,
                           token_probe, token_probed_at, token_probe_failures, token_first_seen)
    SELECT ${chain}, ${candidate.address}, 'indexer', ${c.contract_type}, ${c.is_erc20}, ${c.name}::text, ${c.symbol}::text,
           ${c.decimals}::integer, ${c.total_supply}::text, ${c.metadata}::jsonb, ${c.token_probe}, now(), ${failures}, ${candidate.firstSeen}::bigint
    WHERE EXISTS (SELECT 1 FROM token_transfers WHERE chain = ${chainKey(chain)} AND token = ${bytea(candidate.address)})
    ON CONFLICT (chain, address) DO NOTHING`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}
