/**
 * A Solana block's mint facts made ready for the writer (mints-write.ts): the mints its token
 * balances and InitializeMint instructions name (once each, with decimals and program), and the
 * changes to their supply and authorities in block order — plain data a decode worker can post
 * (amounts as decimal strings).
 */
import type { SolTransaction } from '@explorer/core';
import { mintChanges } from '../../chains/sol/mints';

export type PreparedMintChange =
  | { kind: 'init'; mint: string; programId: string; decimals: number; mintAuthority: string | null; freezeAuthority: string | null; tx: string }
  | { kind: 'supply'; mint: string; programId: string; delta: string }
  | { kind: 'authority'; mint: string; programId: string; role: 'mint' | 'freeze'; value: string | null }
  | { kind: 'unknown'; accounts: string[] };

export interface PreparedMints {
  /** [address, decimals, program id or null] of each mint the block names */
  seen: [string, number, string | null][];
  changes: PreparedMintChange[];
}

export function prepareMints(transactions: readonly SolTransaction[]): PreparedMints {
  const seen = new Map<string, [string, number, string | null]>();
  const changes: PreparedMintChange[] = [];
  const see = (mint: string, decimals: number, programId: string | null) => {
    const known = seen.get(mint);
    if (!known) seen.set(mint, [mint, decimals, programId]);
    else if (known[2] === null) known[2] = programId;
  };
  for (const t of transactions) {
    if (t.vote) continue;
    // the sightings of mints.ts, without a list per transaction (most transactions name a mint)
    for (const b of t.preTokenBalances) see(b.mint, b.decimals, b.programId);
    for (const b of t.postTokenBalances) see(b.mint, b.decimals, b.programId);
    if (!t.success) continue;
    for (const c of mintChanges(t)) {
      if (c.kind === 'init') {
        see(c.mint, c.decimals, c.programId);
        changes.push({ ...c, tx: t.signature });
      } else if (c.kind === 'supply') changes.push({ kind: 'supply', mint: c.mint, programId: c.programId, delta: c.delta.toString() });
      else if (c.kind === 'authority') changes.push(c);
      else changes.push({ kind: 'unknown', accounts: c.accounts });
    }
  }
  return { seen: [...seen.values()], changes };
}
