/**
 * The SOL devnet's block model, shared by the live chain, the recorded-block server and the
 * mainnet-shaped generator: a transaction is its wire bytes, the decoded message and the meta the
 * RPC reports; a block is a produced slot with its hashes, height, time and leader reward.
 */
import type { DecodedTx } from './wire';

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface InnerIxGroup {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array; stackHeight: number }[];
}

export interface SolMeta {
  /** the RPC's TransactionError JSON, null on success */
  err: unknown;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  innerInstructions: InnerIxGroup[];
  logMessages: string[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  computeUnitsConsumed: number;
  returnData?: { programId: string; data: [string, 'base64'] };
}

export interface SolTx extends DecodedTx {
  wire: Uint8Array;
  /** base58 of each signature; [0] is the transaction id */
  ids: string[];
  meta: SolMeta;
}

export interface BlockReward {
  pubkey: string;
  lamports: number;
  postBalance: number;
  rewardType: 'Fee';
  commission: null;
}

export interface SolBlock {
  slot: number;
  parentSlot: number;
  blockhash: string;
  previousBlockhash: string;
  blockHeight: number;
  blockTime: number;
  transactions: SolTx[];
  rewards: BlockReward[];
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = decimals ? s.slice(s.length - decimals).replace(/0+$/, '') : '';
  const uiAmountString = frac ? `${whole}.${frac}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** base fee (5000 per signature) and the priority part, from the fee and the signature count */
export function feeParts(tx: { signatures: unknown[]; meta: { fee: number } }, lamportsPerSignature = 5000): { base: number; priority: number } {
  const base = tx.signatures.length * lamportsPerSignature;
  return { base, priority: tx.meta.fee - base };
}
