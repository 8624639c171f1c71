/**
 * Mint facts of a transaction (mints.ts) from real instruction bytes (built with the SPL Token and
 * Token-2022 clients, decoded as the indexer decodes a `json` block) and from the node's
 * `jsonParsed` shapes; and the mints real mainnet token balances name, with their decimals.
 */
import * as token from '@solana-program/token';
import * as token2022 from '@solana-program/token-2022';
import { base58 } from '@scure/base';
import { SOL_PROGRAMS, type SolInstruction, type SolTransaction } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { readSolBlock } from './block';
import { decodeInstruction, readParsedNode } from './instruction';
import { SOL_FILES, readSolJson } from '../../../test/support/sol-mainnet-fixtures';
import { mintChanges, mintSightings } from './mints';
import { readSolTransaction } from './transaction';

type Address = Parameters<typeof token.getMintToInstruction>[0]['mint'];
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address;
const AUTH = 'DxCsN4jatqeTW2pj6fR55TrNqoCcoo8UNAy8xosheeVf' as Address;
const FREEZE = '8t6JV7jwgwyvezcsvZf4CZCDCUf1xD9QKFo9sDx8qjaK' as Address;
const HOLDER = 'DpYtvzAh5xf26YNiuAaZPqeHKbWi6PeBG5eEiwpe84BR' as Address;

/** an instruction as the indexer stores it after decoding the node's base58 data */
function decoded(programId: string, ix: { accounts: readonly { address: string }[]; data: ArrayLike<number> }, innerIndex: number | null = null): SolInstruction {
  const accounts = ix.accounts.map((a) => a.address);
  const data = base58.encode(Uint8Array.from(ix.data));
  const d = decodeInstruction(programId, accounts, data);
  return { index: 0, innerIndex, stackHeight: null, programId, type: d.type, data, accounts, parsed: d.parsed };
}

const tx = (instructions: SolInstruction[], extra: Partial<SolTransaction> = {}) =>
  ({ signature: 'sig', vote: false, success: true, instructions, preTokenBalances: [], postTokenBalances: [], ...extra }) as SolTransaction;

describe('mint facts of a transaction', () => {
  it('reads InitializeMint(2), MintTo(Checked), Burn(Checked) and SetAuthority of SPL Token and Token-2022 from their bytes, top-level and inner', () => {
    const t22 = SOL_PROGRAMS.token2022;
    const ixs = [
      decoded(SOL_PROGRAMS.token, token.getInitializeMintInstruction({ mint: MINT, decimals: 6, mintAuthority: AUTH, freezeAuthority: FREEZE })),
      decoded(SOL_PROGRAMS.token, token.getMintToInstruction({ mint: MINT, token: HOLDER, mintAuthority: AUTH, amount: 1_000_000n }), 0),
      decoded(SOL_PROGRAMS.token, token.getMintToCheckedInstruction({ mint: MINT, token: HOLDER, mintAuthority: AUTH, amount: 5n, decimals: 6 })),
      decoded(SOL_PROGRAMS.token, token.getBurnInstruction({ account: HOLDER, mint: MINT, authority: AUTH, amount: 3n })),
      decoded(SOL_PROGRAMS.token, token.getBurnCheckedInstruction({ account: HOLDER, mint: MINT, authority: AUTH, amount: 2n, decimals: 6 })),
      decoded(SOL_PROGRAMS.token, token.getSetAuthorityInstruction({ owned: MINT, owner: AUTH, authorityType: token.AuthorityType.MintTokens, newAuthority: null })),
      decoded(SOL_PROGRAMS.token, token.getSetAuthorityInstruction({ owned: MINT, owner: FREEZE, authorityType: token.AuthorityType.FreezeAccount, newAuthority: HOLDER })),
      // a token account's owner changes: not a mint's authority
      decoded(SOL_PROGRAMS.token, token.getSetAuthorityInstruction({ owned: HOLDER, owner: AUTH, authorityType: token.AuthorityType.AccountOwner, newAuthority: FREEZE })),
      decoded(SOL_PROGRAMS.token, token.getTransferInstruction({ source: HOLDER, destination: FREEZE, authority: AUTH, amount: 1n })),
      decoded(t22, token2022.getInitializeMint2Instruction({ mint: HOLDER, decimals: 0, mintAuthority: AUTH })),
    ];
    expect(mintChanges(tx(ixs))).toEqual([
      { kind: 'init', mint: MINT, programId: SOL_PROGRAMS.token, decimals: 6, mintAuthority: AUTH, freezeAuthority: FREEZE },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: 1_000_000n },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: 5n },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: -3n },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: -2n },
      { kind: 'authority', mint: MINT, programId: SOL_PROGRAMS.token, role: 'mint', value: null },
      { kind: 'authority', mint: MINT, programId: SOL_PROGRAMS.token, role: 'freeze', value: HOLDER },
      { kind: 'init', mint: HOLDER, programId: t22, decimals: 0, mintAuthority: AUTH, freezeAuthority: null },
    ]);
  });

  it('marks a token instruction it cannot read as unknown (its accounts lose an exact supply); a failed or vote transaction changes nothing', () => {
    const garbage: SolInstruction = { index: 0, innerIndex: null, stackHeight: null, programId: SOL_PROGRAMS.token, type: 'unknown', data: '1', accounts: [MINT, HOLDER], parsed: null };
    expect(mintChanges(tx([garbage]))).toEqual([{ kind: 'unknown', programId: SOL_PROGRAMS.token, accounts: [MINT, HOLDER] }]);
    const init = decoded(SOL_PROGRAMS.token, token.getInitializeMint2Instruction({ mint: MINT, decimals: 9, mintAuthority: AUTH }));
    expect(mintChanges(tx([init], { success: false }))).toEqual([]);
    expect(mintChanges(tx([init], { vote: true }))).toEqual([]);
  });

  it('reads the node’s jsonParsed shapes the same way', () => {
    const node = (type: string, info: Record<string, unknown>): SolInstruction => {
      const d = readParsedNode(SOL_PROGRAMS.token, { type, info });
      return { index: 0, innerIndex: null, stackHeight: null, programId: SOL_PROGRAMS.token, type: d.type, data: '', accounts: [], parsed: d.parsed };
    };
    const ixs = [
      node('initializeMint2', { mint: MINT, decimals: 9, mintAuthority: AUTH }),
      node('mintToChecked', { mint: MINT, account: HOLDER, mintAuthority: AUTH, tokenAmount: { amount: '700', decimals: 9, uiAmount: 7e-7, uiAmountString: '0.0000007' } }),
      node('burnChecked', { account: HOLDER, mint: MINT, authority: AUTH, tokenAmount: { amount: '200', decimals: 9 } }),
      node('setAuthority', { mint: MINT, authorityType: 'freezeAccount', newAuthority: FREEZE, authority: AUTH }),
      node('setAuthority', { account: HOLDER, authorityType: 'accountOwner', newAuthority: FREEZE, owner: AUTH }),
    ];
    expect(mintChanges(tx(ixs))).toEqual([
      { kind: 'init', mint: MINT, programId: SOL_PROGRAMS.token, decimals: 9, mintAuthority: AUTH, freezeAuthority: null },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: 700n },
      { kind: 'supply', mint: MINT, programId: SOL_PROGRAMS.token, delta: -200n },
      { kind: 'authority', mint: MINT, programId: SOL_PROGRAMS.token, role: 'freeze', value: FREEZE },
    ]);
  });
});

describe('mints named by mainnet token balances', () => {
  const sightings = (txs: SolTransaction[]) => txs.flatMap(mintSightings).map((s) => [s.mint, s.decimals, s.programId]);

  it('a USDC transfer names USDC with 6 decimals on SPL Token', () => {
    const { transaction } = readSolTransaction(readSolJson(SOL_FILES.singleUsdc));
    expect(sightings([transaction])).toEqual([[MINT, 6, SOL_PROGRAMS.token]]);
  });

  it('slot 100000000 (json, no program ids then): USDT, SRM and a third mint with 6 decimals; votes name none', () => {
    const { transactions } = readSolBlock(100000000, readSolJson(SOL_FILES.slot100000000));
    expect(new Set(sightings(transactions).map((s) => JSON.stringify(s)))).toEqual(
      new Set([['Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 6, null], ['SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt', 6, null], ['z3dn17yLaGMKffVogeFHQ9zWVcXgqgf3PQnDsNs2g6M', 6, null]].map((s) => JSON.stringify(s))),
    );
    expect(transactions.filter((t) => t.vote).flatMap(mintSightings)).toEqual([]);
  });

  it('a failed transaction’s balances still name their mints (wrapped SOL with 9 decimals)', () => {
    const { transactions } = readSolBlock(241043141, readSolJson(SOL_FILES.failedTx241043141));
    expect(transactions.every((t) => !t.success)).toBe(true);
    expect(sightings(transactions)).toEqual([
      ['EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', 6, SOL_PROGRAMS.token],
      ['So11111111111111111111111111111111111111112', 9, SOL_PROGRAMS.token],
    ]);
    expect(transactions.flatMap(mintChanges)).toEqual([]);
  });
});
