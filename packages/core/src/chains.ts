/**
 * The chain registry: every per-chain difference lives here as data (unit, decimals, titles, routes,
 * adapter family, devnet settings, RPC env var). Code asks the registry; it never tests chain names.
 */
export const CHAIN_IDS = ['eth', 'btc', 'bsc', 'sol'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];
export type ChainFamily = 'evm' | 'btc' | 'sol';

export interface ChainInfo {
  id: ChainId;
  /**
   * the chain's key in the chain-data tables (a SMALLINT `chain` column, migration 024's chain_keys):
   * fixed for good once rows carry it, never reused
   */
  key: number;
  family: ChainFamily;
  name: string;
  /** native coin symbol shown in the UI */
  unit: string;
  /** decimals of the native unit (wei → ETH: 18) */
  decimals: number;
  /** env var naming an external node; without it the devnet is used */
  rpcEnv: string;
  /** EVM chain id used by the local devnet (1 for eth, 56 for bsc) */
  evmChainId?: number;
  /** seconds between devnet blocks */
  devnetBlockTime: number;
  /** seconds between blocks on mainnet (health bounds: lag in blocks, stalled indexer) */
  blockTime: number;
  /** blocks on top after which a block is final (cached for long; reorgs do not reach it) */
  finalityDepth: number;
  /** blocks the indexer writes per database transaction (a mainnet Bitcoin block is ~3,000 txs and 12 MB of JSON) */
  indexBatchBlocks: number;
  /**
   * heights (slots) per partition of the chain-data tables (migration 029): retention drops whole
   * partitions, so this is its granularity. Fixed once a chain's first partition exists
   * (<CHAIN>_PARTITION_SPAN overrides it for a new database).
   */
  partitionSpan: number;
  /** the retention window of the chain's local devnet when <CHAIN>_RETENTION is unset (absent: keep everything) */
  devnetRetention?: string;
  /** heights the chain may leave empty (Solana's skipped slots): a block links to its parent height, not height − 1 */
  skippedHeights: boolean;
  /** whether the indexer for this chain is implemented yet */
  indexed: boolean;
  /** last path segments that exist on this chain (chain switch keeps them) */
  sections: readonly string[];
  /** path sections that send the visitor to the chain home instead (spec part 1 §2.1) */
  guardedSections: readonly string[];
  /**
   * who may add a contract and who may edit one or maintain its coin info in the console (spec part 2
   * §2.6, §6): 'user' any signed-in caller, 'contracts:write' a caller with that permission (an
   * administrator has them all), 'administrator' administrators only. Absent: no contract console.
   */
  contractWrites?: { add: ContractWriteRule; edit: ContractWriteRule };
}

export type ContractWriteRule = 'user' | 'contracts:write' | 'administrator';

export const CHAINS: Readonly<Record<ChainId, ChainInfo>> = {
  eth: {
    id: 'eth',
    key: 1,
    family: 'evm',
    name: 'Ethereum',
    unit: 'ETH',
    decimals: 18,
    rpcEnv: 'ETH_RPC_URL',
    evmChainId: 1,
    devnetBlockTime: 3,
    blockTime: 12,
    finalityDepth: 64,
    indexBatchBlocks: 20,
    partitionSpan: 1_000_000,
    skippedHeights: false,
    indexed: true,
    sections: ['blocks', 'addresses', 'settings'],
    guardedSections: [],
    contractWrites: { add: 'contracts:write', edit: 'contracts:write' },
  },
  bsc: {
    id: 'bsc',
    key: 2,
    family: 'evm',
    name: 'BNB Smart Chain',
    unit: 'BNB',
    decimals: 18,
    rpcEnv: 'BSC_RPC_URL',
    evmChainId: 56,
    devnetBlockTime: 3,
    blockTime: 3,
    finalityDepth: 15,
    indexBatchBlocks: 20,
    partitionSpan: 1_000_000,
    skippedHeights: false,
    indexed: true,
    sections: ['blocks', 'addresses', 'settings'],
    guardedSections: [],
    contractWrites: { add: 'administrator', edit: 'user' },
  },
  btc: {
    id: 'btc',
    key: 3,
    family: 'btc',
    name: 'Bitcoin',
    unit: 'BTC',
    decimals: 8,
    rpcEnv: 'BTC_RPC_URL',
    devnetBlockTime: 10,
    blockTime: 600,
    finalityDepth: 6,
    indexBatchBlocks: 2,
    partitionSpan: 50_000,
    skippedHeights: false,
    indexed: true,
    sections: ['blocks'],
    guardedSections: ['addresses', 'settings', 'statistics'],
  },
  sol: {
    id: 'sol',
    key: 4,
    family: 'sol',
    name: 'Solana',
    unit: 'SOL',
    decimals: 9,
    rpcEnv: 'SOL_RPC_URL',
    devnetBlockTime: 1,
    blockTime: 0.4,
    finalityDepth: 32,
    indexBatchBlocks: 10,
    // ≈ a day of mainnet slots (0.4 s)
    partitionSpan: 216_000,
    // the zero-config devnet (a slot a second) keeps three days: at most 216,000 slots (2.5 days) more
    // until the next whole partition is below the window
    devnetRetention: '3d',
    skippedHeights: true,
    indexed: true,
    sections: ['blocks', 'programs', 'addresses', 'settings'],
    guardedSections: [],
  },
};

/** the chain a call that may leave its chain out means (the spec's default page is /eth: the registry's first) */
export const DEFAULT_CHAIN: ChainId = CHAIN_IDS[0];

/**
 * Adds a chain of a family the product does not ship (a test's own family) to
 * the registry, after the built-in chains. Modules that derive constants from the registry when they
 * are evaluated (the server's family registry and chain parameters, the web's views) see it only if it
 * is registered first: register, then import those modules dynamically.
 */
export function registerChain(info: Omit<ChainInfo, 'id' | 'family' | 'partitionSpan'> & { id: string; family: string; partitionSpan?: number }): void {
  if (isChainId(info.id)) throw new Error(`chain ${info.id} is already in the registry`);
  if (CHAIN_IDS.some((c) => CHAINS[c].key === info.key)) throw new Error(`chain key ${info.key} is already taken`);
  (CHAIN_IDS as unknown as string[]).push(info.id);
  (CHAINS as Record<string, unknown>)[info.id] = { partitionSpan: 1_000_000, ...info };
}

/** The chain's key in the chain-data tables (ChainInfo.key). */
export function chainKey(chain: string): number {
  const info = (CHAINS as Record<string, ChainInfo | undefined>)[chain];
  if (!info) throw new Error(`chainKey: unknown chain ${chain}`);
  return info.key;
}

/** The chain whose key a chain-data row carries. */
export function chainOfKey(key: number): ChainId {
  const id = CHAIN_IDS.find((c) => CHAINS[c].key === key);
  if (!id) throw new Error(`chainOfKey: no chain has key ${key}`);
  return id;
}

export function isChainId(value: unknown): value is ChainId {
  return typeof value === 'string' && (CHAIN_IDS as readonly string[]).includes(value);
}

export function chainsOfFamily(family: ChainFamily): ChainInfo[] {
  return CHAIN_IDS.map((id) => CHAINS[id]).filter((c) => c.family === family);
}

export function indexedChains(): ChainInfo[] {
  return CHAIN_IDS.map((id) => CHAINS[id]).filter((c) => c.indexed);
}
