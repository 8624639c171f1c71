/** Shapes shared by the activity generator's planning, sending and bookkeeping. */
import type { Address, TransactionReceipt } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { CompiledContracts } from '../compile';
import type { TxBody, TxType } from '../fees';
import type { Random } from '../random';

export const ACTIVITY_KINDS = [
  'transfer',
  'token-deploy',
  'token-transfer',
  'token-approve',
  'token-transfer-from',
  'contract-call',
  'contract-deploy',
  'revert',
  'nft-mint',
  'factory-create',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityStats {
  rounds: number;
  /** transactions accepted by the node */
  submitted: number;
  /** receipts with status 1 */
  succeeded: number;
  /** receipts with status 0 (on purpose or not) */
  reverted: number;
  /** sends the node refused, rounds that failed, receipts that never came */
  errors: number;
  byKind: Record<ActivityKind, number>;
  byType: Record<TxType, number>;
  /** the newest contracts the generator deployed and still uses (at most 20 of each) */
  tokens: Address[];
  vaults: Address[];
  counters: Address[];
  /** ERC-721 collections, ERC-1155 multi-tokens, factories and the children the factories created */
  nfts: Address[];
  multiTokens: Address[];
  factories: Address[];
  children: Address[];
  lastError?: string;
}

export interface TokenInfo {
  address: Address;
  symbol: string;
  decimals: number;
}

export interface Approval {
  token: Address;
  owner: Address;
  spender: Address;
}

/** what the generator knows across rounds: contracts it deployed, approvals, recipients */
export interface World {
  tokens: TokenInfo[];
  vaults: Address[];
  counters: Address[];
  nfts: Address[];
  multiTokens: Address[];
  factories: Address[];
  /** contracts a factory created inside a call (no transaction of their own created them) */
  children: Address[];
  approvals: Approval[];
  fresh: Address[];
  lastBlock: bigint;
  /** shuffled decks of choices dealt one by one (see draw()) */
  decks: Map<string, string[]>;
}

/** chain state read at the start of a round; planning updates it with what it plans */
export interface Snapshot {
  blockNumber: bigint;
  baseFee: bigint;
  eth: Map<Address, bigint>;
  /** token → holder (dev account) → balance */
  tokenBalances: Map<Address, Map<Address, bigint>>;
  allowances: (Approval & { amount: bigint })[];
  /** vault → dev account → deposit */
  deposits: Map<Address, Map<Address, bigint>>;
}

export interface PlanContext {
  random: Random;
  accounts: HDAccount[];
  contracts: CompiledContracts;
  world: World;
  snap: Snapshot;
}

export interface PlannedTx {
  kind: ActivityKind;
  from: HDAccount;
  body: TxBody;
  type: TxType;
  /** e.g. "transfer 1.5 ETH", for the debug log */
  label: string;
  /** called with the receipt when the transaction succeeded */
  onSuccess?: (receipt: TransactionReceipt) => void;
}

/** a planner builds one transaction of its kind, or null when the world cannot support it yet */
export type Planner = (ctx: PlanContext) => Omit<PlannedTx, 'type'> | null;
