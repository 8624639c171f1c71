/**
 * The toy chain: a family the product does not ship, as small as a chain gets — blocks whose
 * transactions are plain transfers (from, to, amount). Its blocks are made up from the height, so
 * the RPC stub, the indexer and the test agree on them without a fixture.
 */
export const TOY_CHAIN = {
  id: 'toy',
  family: 'toy',
  /** its key in the chain-data tables' SMALLINT chain column (the product's chains have 1..4) */
  key: 101,
  name: 'Toy Chain',
  unit: 'TOY',
  decimals: 0,
  rpcEnv: 'TOY_RPC_URL',
  devnetBlockTime: 1,
  blockTime: 1,
  finalityDepth: 2,
  indexBatchBlocks: 5,
  skippedHeights: false,
  indexed: true,
  sections: ['blocks'],
  guardedSections: ['addresses', 'settings', 'statistics'],
} as const;

/** its block and transfer hashes: toyblock-<height>, toytx-<height>-<index> (stored as their UTF-8 bytes) */
export const TOY_HASH_FORMAT = { pattern: /^toy(block-\d+|tx-\d+-\d+)$/, normalize: (hash: string) => hash, message: '必须是toy哈希' };

/** its addresses: lower-case letters then digits (alice0, bob7) */
export const toyAddressCheck = (input: string) => ({ error: /^[a-z]+\d*$/.test(input) ? null : '需为小写字母加数字', normalized: input });

export interface ToyTransfer {
  hash: string;
  from: string;
  to: string;
  amount: number;
}

export interface ToyBlock {
  height: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  transfers: ToyTransfer[];
}

const hashOf = (height: number) => `toyblock-${height}`;

/** block `height`: height % 3 transfers, ten seconds apart from 1,700,000,000 */
export function toyBlock(height: number): ToyBlock {
  return {
    height,
    hash: hashOf(height),
    parentHash: height === 0 ? '' : hashOf(height - 1),
    timestamp: 1_700_000_000 + height * 10,
    transfers: Array.from({ length: height % 3 }, (_, i) => ({ hash: `toytx-${height}-${i}`, from: `alice${i}`, to: `bob${height}`, amount: height * 10 + i })),
  };
}

/** the toy's hashes and addresses are text; the chain-data tables hold bytes: their UTF-8 (toyBlockHashCodec, the repositories' convert_from) */
export const TOY_BLOCK_HASH_CODEC = {
  toBytea: (hash: string) => `\\x${Buffer.from(hash, 'utf8').toString('hex')}`,
  fromRead: (stored: string) => Buffer.from(stored.slice(2), 'hex').toString('utf8'),
};
