/**
 * The keyed form of a Solana detail (sol-detail.ts): keys leave the JSON for a key table and come
 * back exactly — account keys, keys named only by token balances and instructions, '~' texts in
 * parsed values and logs (escaped), texts that are not keys, a non-key account (no keyed form).
 */
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { keyedSolDetail, packSolDetail, unkeyedSolDetail, type KeyedSolDetail } from './sol-detail';
import type { SolTransactionDetail } from './sol-model';

const key = (n: number) => base58.encode(new Uint8Array(32).fill(n));
const isKey = (text: string) => {
  try {
    return base58.decode(text).length === 32;
  } catch {
    return false;
  }
};
const [PAYER, DEST, TOKEN_ACCT, PROGRAM, MINT, OWNER, OUTSIDE] = [1, 2, 3, 4, 5, 6, 7].map(key) as [string, string, string, string, string, string, string];
const SIGNATURE = base58.encode(new Uint8Array(64).fill(9));

const detail: SolTransactionDetail = {
  signatures: [SIGNATURE, 'second'],
  accountKeys: [
    { pubkey: PAYER, signer: true, writable: true, source: 'transaction' },
    { pubkey: DEST, signer: false, writable: true, source: 'transaction' },
    { pubkey: TOKEN_ACCT, signer: false, writable: true, source: 'lookupTable' },
    { pubkey: PROGRAM, signer: false, writable: false, source: 'transaction' },
  ],
  preBalances: ['10', '0', '2039280', '1'],
  postBalances: ['5', '5', '2039280', '1'],
  preTokenBalances: [{ accountIndex: 2, account: TOKEN_ACCT, mint: MINT, owner: OWNER, programId: PROGRAM, amount: '7', decimals: 6 }],
  postTokenBalances: [{ accountIndex: 2, account: TOKEN_ACCT, mint: MINT, owner: null, programId: null, amount: '9', decimals: 6 }],
  instructions: [
    { index: 0, innerIndex: null, stackHeight: 1, programId: PROGRAM, type: 'transfer', data: 'abc', accounts: [PAYER, DEST, OUTSIDE, 'not-a-key'], parsed: { source: PAYER, mint: MINT, memo: '~1 ~~ ~', list: [DEST, 3, null, { deep: OWNER }], n: 5 } },
    { index: 0, innerIndex: 0, stackHeight: 2, programId: 'NotAKey', type: 'unknown', data: '', accounts: [], parsed: null },
  ],
  logs: [`Program ${PROGRAM} invoke [1]`, 'Program log: ~2 and ~~x', `${MINT}`, '', `Program ${PROGRAM} success`],
};

describe('the keyed Solana detail', () => {
  it('leaves no key text in the JSON and gives back exactly the packed form, first signature restored', () => {
    const keyed = keyedSolDetail(detail, isKey)!;
    // the account keys in order, then the keys named elsewhere (mint, owner, the account outside the keys)
    expect(keyed.keys).toEqual([PAYER, DEST, TOKEN_ACCT, PROGRAM, MINT, OWNER, OUTSIDE]);
    const json = JSON.stringify(keyed.detail);
    for (const k of keyed.keys) expect(json).not.toContain(k);
    expect(keyed.detail.s).toEqual(['', 'second']);
    expect(keyed.detail.k).toEqual([3, 2, 6, 0]);
    const back = unkeyedSolDetail(JSON.parse(json) as KeyedSolDetail, keyed.keys, SIGNATURE);
    expect(JSON.stringify(back)).toBe(JSON.stringify(packSolDetail(detail)));
  });

  it('has no keyed form when an account key is not a 32-byte key', () => {
    expect(keyedSolDetail({ ...detail, accountKeys: [...detail.accountKeys, { pubkey: 'short', signer: false, writable: false, source: 'transaction' }] }, isKey)).toBeNull();
  });

  it('refuses a reference outside the key table', () => {
    const keyed = keyedSolDetail(detail, isKey)!;
    expect(() => unkeyedSolDetail(keyed.detail, keyed.keys.slice(0, 3), SIGNATURE)).toThrow(/outside its table/);
  });
});
