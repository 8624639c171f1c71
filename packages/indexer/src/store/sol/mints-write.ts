/**
 * The batch's mints into `contracts` (chain 'sol'), in the caller's transaction.
 *
 * Seen only (token balances): a new mint becomes a row (source 'indexer', type SPL, decimals, program,
 * token_first_seen = the slot); a known one gets its decimals (the chain's, also over a user's) and an
 * empty program id filled — rows that already agree are not touched (no lock, no write).
 *
 * Changed (InitializeMint, MintTo/Burn, SetAuthority, an unreadable token instruction): the rows'
 * current state is read once, the batch's changes are applied in slot order here — an initialized
 * mint's supply starts at 0 and follows every MintTo and Burn exactly; a mint whose initialization
 * the indexer never saw keeps a null supply (unknown, never a guess), and so does one an unreadable
 * instruction touched — and the results are written. Before its first change in each slot, a mint's
 * indexer-kept fields are saved to sol_mint_changes, so a rollback puts them back (mints-rollback.ts).
 * A user's row keeps its name, symbol, type, status, metadata and logo; the indexer keeps its supply,
 * authorities, creation facts and decimals current. A discovered mint is SPL, or NFT once its
 * decimals are 0 and its supply is exactly 1.
 */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB, SolMintChangesTable } from '@explorer/db';
import type { TableSpec } from '../table-spec';
import { columnArraySql, insertUnnest } from '../unnest-insert';
import type { PreparedMintChange, PreparedMints } from './mints-prepare';

/** slots of changes kept for rollbacks: far beyond the sync engine's deepest reorg walk (256) */
export const MINT_CHANGES_KEPT_SLOTS = 10_000;

interface MintRow {
  chain: string;
  address: string;
  contract_type: string;
  decimals: number | null;
  program_id: string | null;
  token_first_seen: number;
  total_supply: string | null;
  mint_authority: string | null;
  freeze_authority: string | null;
  creation_block: number | null;
  creation_tx: string | null;
  source: 'indexer';
}

const MINT_ROWS: TableSpec<MintRow> = {
  table: 'contracts',
  columns: [
    ['chain', 'text'], ['address', 'text'], ['contract_type', 'text'], ['decimals', 'int4'], ['program_id', 'text'], ['token_first_seen', 'int8'], ['total_supply', 'text'],
    ['mint_authority', 'text'], ['freeze_authority', 'text'], ['creation_block', 'int8'], ['creation_tx', 'text'], ['source', 'text'],
  ],
};

const CHANGE_ROWS: TableSpec<SolMintChangesTable> = {
  table: 'sol_mint_changes',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['mint', 'text'], ['total_supply', 'text'], ['mint_authority', 'text'], ['freeze_authority', 'text'],
    ['contract_type', 'text'], ['creation_block', 'int8'], ['creation_tx', 'text'],
  ],
};

interface Seen {
  first: number;
  decimals: number;
  programId: string | null;
}

interface MintState {
  source: 'indexer' | 'user' | null;
  type: string | null;
  decimals: number | null;
  programId: string | null;
  first: number | null;
  supply: string | null;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  creationBlock: number | null;
  creationTx: string | null;
}

export interface BlockMints {
  height: number;
  mints: PreparedMints;
}

function apply(s: MintState, c: Exclude<PreparedMintChange, { kind: 'unknown' }>, slot: number): void {
  s.programId ??= c.programId;
  if (c.kind === 'init') {
    Object.assign(s, { supply: '0', decimals: c.decimals, mintAuthority: c.mintAuthority, freezeAuthority: c.freezeAuthority, creationBlock: slot, creationTx: c.tx });
  } else if (c.kind === 'supply') {
    if (s.supply !== null) {
      const v = BigInt(s.supply) + BigInt(c.delta);
      s.supply = v < 0n ? null : v.toString();
    }
  } else if (c.role === 'mint') s.mintAuthority = c.value;
  else s.freezeAuthority = c.value;
}

const typeOf = (s: MintState): string | null => (s.source !== 'user' && s.decimals === 0 && s.supply === '1' ? 'NFT' : s.type);

/** Sightings: new mints inserted, known ones updated only where they differ. */
async function writeSightings(trx: Kysely<DB>, chain: ChainId, seen: Map<string, Seen>): Promise<void> {
  if (seen.size === 0) return;
  const list = [...seen];
  const col = <T>(f: (a: string, s: Seen) => T) => list.map(([a, s]) => f(a, s));
  await sql`
    UPDATE contracts AS c SET decimals = v.d, program_id = COALESCE(c.program_id, v.p), token_first_seen = COALESCE(c.token_first_seen, v.f), m_time = now()
    FROM unnest(${columnArraySql(col((a) => a), 'text')}, ${columnArraySql(col((_, s) => s.decimals), 'int4')}, ${columnArraySql(col((_, s) => s.programId), 'text')},
                ${columnArraySql(col((_, s) => s.first), 'int8')}) AS v(a, d, p, f)
    WHERE c.chain = ${chain} AND c.address = v.a
      AND (c.decimals IS DISTINCT FROM v.d OR (c.program_id IS NULL AND v.p IS NOT NULL) OR c.token_first_seen IS NULL)`.execute(trx);
  const rows = col<MintRow>((address, s) => ({
    chain, address, contract_type: 'SPL', decimals: s.decimals, program_id: s.programId, token_first_seen: s.first, total_supply: null,
    mint_authority: null, freeze_authority: null, creation_block: null, creation_tx: null, source: 'indexer',
  }));
  await insertUnnest(trx, MINT_ROWS, rows, sql`ON CONFLICT (chain, address) DO NOTHING`);
}

async function currentStates(trx: Kysely<DB>, chain: ChainId, addresses: string[]): Promise<Map<string, MintState>> {
  const rows = await trx
    .selectFrom('contracts')
    .select(['address', 'source', 'contract_type', 'decimals', 'program_id', 'token_first_seen', 'total_supply', 'mint_authority', 'freeze_authority', 'creation_block', 'creation_tx'])
    .where('chain', '=', chain)
    .where('address', 'in', addresses)
    .execute();
  const out = new Map<string, MintState>();
  for (const r of rows) {
    out.set(r.address, {
      source: r.source, type: r.contract_type, decimals: r.decimals, programId: r.program_id, first: r.token_first_seen, supply: r.total_supply,
      mintAuthority: r.mint_authority, freezeAuthority: r.freeze_authority, creationBlock: r.creation_block, creationTx: r.creation_tx,
    });
  }
  return out;
}

const fresh = (): MintState => ({ source: null, type: null, decimals: null, programId: null, first: null, supply: null, mintAuthority: null, freezeAuthority: null, creationBlock: null, creationTx: null });

export async function writeSolMints(trx: Kysely<DB>, chain: ChainId, blocks: readonly BlockMints[]): Promise<void> {
  const seen = new Map<string, Seen>();
  const touched = new Set<string>();
  for (const { height, mints } of blocks) {
    for (const [mint, decimals, programId] of mints.seen) {
      const s = seen.get(mint);
      if (!s) seen.set(mint, { first: height, decimals, programId });
      else s.programId ??= programId;
    }
    for (const c of mints.changes) for (const a of c.kind === 'unknown' ? c.accounts : [c.mint]) touched.add(a);
  }
  if (touched.size === 0) return writeSightings(trx, chain, seen);

  const stored = await currentStates(trx, chain, [...touched]);
  const states = new Map<string, MintState>();
  const saved = new Set<string>();
  const before: SolMintChangesTable[] = [];
  for (const { height, mints } of blocks) {
    for (const c of mints.changes) {
      // an unreadable instruction: only its accounts that are mints (stored or met in this batch) matter
      const targets = c.kind === 'unknown' ? c.accounts.filter((a) => states.has(a) || stored.has(a)) : [c.mint];
      for (const mint of targets) {
        let s = states.get(mint);
        if (!s) {
          states.set(mint, (s = stored.get(mint) ?? fresh()));
          // the chain's decimals (a user's guess gives way); the type below depends on them
          const v = seen.get(mint);
          if (v) s.decimals = v.decimals;
          s.first ??= Math.min(height, v?.first ?? height);
        }
        const key = `${height}/${mint}`;
        if (!saved.has(key)) {
          saved.add(key);
          before.push({ chain, block_height: height, mint, total_supply: s.supply, mint_authority: s.mintAuthority, freeze_authority: s.freezeAuthority, contract_type: s.type, creation_block: s.creationBlock, creation_tx: s.creationTx });
        }
        if (c.kind === 'unknown') s.supply = null;
        else apply(s, c, height);
        s.type = typeOf(s);
      }
    }
  }
  for (const mint of states.keys()) seen.delete(mint);
  await writeSightings(trx, chain, seen);

  const rows = [...states].map(([address, s]): MintRow => ({
    chain, address, contract_type: s.type ?? 'SPL', decimals: s.decimals, program_id: s.programId, token_first_seen: s.first!, total_supply: s.supply,
    mint_authority: s.mintAuthority, freeze_authority: s.freezeAuthority, creation_block: s.creationBlock, creation_tx: s.creationTx, source: 'indexer',
  }));
  await insertUnnest(trx, MINT_ROWS, rows, sql`ON CONFLICT (chain, address) DO UPDATE SET
    total_supply = EXCLUDED.total_supply, mint_authority = EXCLUDED.mint_authority, freeze_authority = EXCLUDED.freeze_authority,
    creation_block = EXCLUDED.creation_block, creation_tx = EXCLUDED.creation_tx,
    decimals = COALESCE(EXCLUDED.decimals, contracts.decimals), program_id = COALESCE(contracts.program_id, EXCLUDED.program_id),
    token_first_seen = COALESCE(contracts.token_first_seen, EXCLUDED.token_first_seen),
    contract_type = CASE WHEN contracts.source = 'indexer' THEN EXCLUDED.contract_type ELSE contracts.contract_type END, m_time = now()`);
  await insertUnnest(trx, CHANGE_ROWS, before, sql`ON CONFLICT DO NOTHING`);
  const lowest = blocks[0]!.height;
  await trx.deleteFrom('sol_mint_changes').where('chain', '=', chain).where('block_height', '<', lowest - MINT_CHANGES_KEPT_SLOTS).execute();
}
