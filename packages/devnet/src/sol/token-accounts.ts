/**
 * SPL Token account layouts, read straight from account data: a mint (82 bytes, decimals at 44)
 * and a token account (165 bytes: mint, owner, amount), and the RPC's token-balance entries for
 * the token accounts among a transaction's keys.
 */
import { base58 } from './base58';
import { uiTokenAmount, type TokenBalance } from './model';
import { TOKEN_PROGRAM } from './programs';

export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;

export interface AccountData {
  owner: string;
  data: Uint8Array;
}

export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
}

export function readTokenAccount(acc: AccountData | undefined): TokenAccount | undefined {
  if (!acc || acc.owner !== TOKEN_PROGRAM || acc.data.length !== TOKEN_ACCOUNT_SIZE || acc.data[108] === 0) return undefined;
  const d = acc.data;
  return { mint: base58.encode(d.subarray(0, 32)), owner: base58.encode(d.subarray(32, 64)), amount: new DataView(d.buffer, d.byteOffset + 64, 8).getBigUint64(0, true) };
}

export function mintDecimals(acc: AccountData | undefined): number | undefined {
  if (!acc || acc.owner !== TOKEN_PROGRAM || acc.data.length !== MINT_SIZE || acc.data[45] === 0) return undefined;
  return acc.data[44];
}

/** token balances of every initialized token account in `keys` (by index), as the RPC lists them */
export function tokenBalances(keys: string[], read: (address: string) => AccountData | undefined): TokenBalance[] {
  const out: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const t = readTokenAccount(read(key));
    if (!t) return;
    const decimals = mintDecimals(read(t.mint)) ?? 0;
    out.push({ accountIndex, mint: t.mint, owner: t.owner, programId: TOKEN_PROGRAM, uiTokenAmount: uiTokenAmount(t.amount, decimals) });
  });
  return out;
}
