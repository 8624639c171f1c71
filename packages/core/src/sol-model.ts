/**
 * The normalized Solana model: what the sol adapter (packages/indexer/src/chains/sol) makes of a
 * `getBlock` answer and what the sol store writes. Lamports and token amounts are bigint base
 * units; signatures, hashes and addresses base58 exactly as the node prints them (never
 * lower-cased). A block's height in this explorer is its slot; `blockHeight` is Solana's own count
 * of produced blocks.
 */

export interface SolBlock {
  slot: number;
  /** Solana's block height (produced blocks below this one); null when the node gives none */
  blockHeight: number | null;
  blockhash: string;
  previousBlockhash: string;
  parentSlot: number;
  /** unix seconds; null when the node has none (very old slots) */
  blockTime: number | null;
  txCount: number;
  voteTxCount: number;
  failedTxCount: number;
  /** the leader: the account of the block's `Fee` reward; null when the node gave no rewards */
  leader: string | null;
  /** lamports the leader received for the block (its `Fee` reward); null with the leader */
  leaderReward: bigint | null;
  /** Σ transaction fees (lamports) */
  totalFees: bigint;
  /** Σ compute units consumed (transactions that report it) */
  computeUnits: bigint;
  /** Σ lamports moved by SOL transfer events */
  solTransferred: bigint;
}

export interface SolAccountKey {
  pubkey: string;
  signer: boolean;
  writable: boolean;
  /** 'lookupTable' for addresses a v0 transaction loaded from an address lookup table */
  source: 'transaction' | 'lookupTable';
}

export interface SolTokenBalance {
  accountIndex: number;
  /** the token account's address (account key at accountIndex) */
  account: string;
  mint: string;
  owner: string | null;
  programId: string | null;
  /** base units */
  amount: bigint;
  decimals: number;
}

export interface SolInstruction {
  /** index of the top-level instruction (an inner one: of the instruction that invoked it) */
  index: number;
  /** null for a top-level instruction, else the position among its parent's inner instructions */
  innerIndex: number | null;
  /** invocation depth as the node reports it (1 top level, 2 first CPI, …); null when absent */
  stackHeight: number | null;
  programId: string;
  /** decoded type, e.g. 'transfer', 'transferChecked', 'setComputeUnitLimit'; 'unknown' when not decodable */
  type: string;
  /** the instruction data, base58 as in the node's `json` encoding */
  data: string;
  accounts: string[];
  /** decoded arguments (amounts as decimal strings), null when not decoded */
  parsed: Record<string, unknown> | null;
}

export type SolEventType = 'sol_transfer' | 'spl_transfer';

export interface SolEvent {
  index: number;
  type: SolEventType;
  /** the program that performed the transfer (system, token, token-2022) */
  programId: string;
  instructionIndex: number;
  innerIndex: number | null;
  /** SOL: the lamport accounts; SPL: the owners of the token accounts when known, else the token accounts */
  from: string;
  to: string;
  /** null for SOL */
  mint: string | null;
  /** base units (lamports for SOL) */
  amount: bigint;
  /** null for SOL; the token's decimals when known */
  decimals: number | null;
}

export interface SolTransaction {
  index: number;
  /** the first signature: the transaction's id */
  signature: string;
  signatures: string[];
  /** a vote transaction (an instruction of the Vote program); stored compactly */
  vote: boolean;
  /** lamports */
  fee: bigint;
  computeUnits: bigint | null;
  /** 'legacy' or the message version number */
  version: 'legacy' | number;
  recentBlockhash: string;
  success: boolean;
  /** the node's `err` as compact JSON, null on success */
  error: string | null;
  accountKeys: SolAccountKey[];
  /** lamports, one per account key; null when the node gave no meta */
  preBalances: bigint[] | null;
  postBalances: bigint[] | null;
  preTokenBalances: SolTokenBalance[];
  postTokenBalances: SolTokenBalance[];
  /** top-level then inner instructions, each inner one right after the instruction that invoked it */
  instructions: SolInstruction[];
  logs: string[] | null;
  /** ComputeBudget SetComputeUnitLimit (u32), null when the transaction sets none */
  computeUnitLimit: number | null;
  /** ComputeBudget SetComputeUnitPrice (u64 micro-lamports), null when the transaction sets none */
  computeUnitPrice: bigint | null;
  events: SolEvent[];
}

export interface SolBlockBundle {
  block: SolBlock;
  transactions: SolTransaction[];
}

/** Well-known program ids the adapter and the API name. */
export const SOL_PROGRAMS = {
  system: '11111111111111111111111111111111',
  vote: 'Vote111111111111111111111111111111111111111',
  stake: 'Stake11111111111111111111111111111111111111',
  config: 'Config1111111111111111111111111111111111111',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  addressLookupTable: 'AddressLookupTab1e1111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
} as const;

/**
 * What a Solana row of `blocks` keeps in its `extra` JSON (migration 008): written by the sol
 * store, read by the API. Amounts are lamports as decimal strings.
 */
export interface SolBlockExtra {
  block_height: number | null;
  parent_slot: number;
  vote_tx_count: number;
  failed_tx_count: number;
  total_fees: string;
  compute_units: string;
  /** null when the node gave no rewards */
  leader_reward: string | null;
}

/**
 * The parts of a non-vote transaction the lists do not filter on, as the API reads them; stored in
 * `sol_transactions.detail` (migration 008) packed (sol-detail.ts). Amounts are decimal strings
 * (lamports / token base units).
 */
export interface SolTransactionDetail {
  signatures: string[];
  accountKeys: SolAccountKey[];
  preBalances: string[] | null;
  postBalances: string[] | null;
  preTokenBalances: (Omit<SolTokenBalance, 'amount'> & { amount: string })[];
  postTokenBalances: (Omit<SolTokenBalance, 'amount'> & { amount: string })[];
  instructions: SolInstruction[];
  logs: string[] | null;
}
