/**
 * Bitcoin's wire shapes (spec part 2 §3 "Bitcoin block" / "Bitcoin transaction", part 1 §3 home
 * stats with the btc additions). Amounts are satoshi as decimal strings; the *_btc twins are the
 * same amount in BTC, exact (bigint math). Hashes and txids are lower-case hex in the node's order.
 */
import { z } from 'zod';
import { pageFields } from './common';
import { HomeBlockSchema, HomeTransactionSchema } from './home-stats';

const sat = (what: string) => z.string().describe(`${what} (satoshi)`);

export const BtcBlockSchema = z.object({
  chain: z.literal('btc'),
  height: z.number().int(),
  number: z.number().int().describe('alias of height'),
  hash: z.string(),
  parent_hash: z.string(),
  timestamp: z.number().int().describe('unix seconds (header time)'),
  transaction_count: z.number().int(),
  transactions: z.number().int().describe('alias of transaction_count'),
  size: z.number().int().describe('bytes, with witness'),
  stripped_size: z.number().int(),
  weight: z.number().int(),
  version: z.number().int(),
  bits: z.string().describe('compact target, hex'),
  nonce: z.number().int(),
  merkle_root: z.string(),
  difficulty: z.string().describe('decimal text as the node prints it'),
  fee: sat('Σ fees of the block’s transactions'),
  fee_btc: z.string(),
  subsidy: sat('new coins of this height'),
  base_fee: sat('block reward = subsidy + fees (the spec shows it as the reward)'),
  reward_btc: z.string(),
  value_sum: sat('Σ outputs of the block’s transactions'),
  miner: z.string().nullable().describe('pool named by the coinbase tag; null when unknown'),
  confirmations: z.number().int().describe('indexed head − height + 1'),
});
export type ApiBtcBlock = z.infer<typeof BtcBlockSchema>;

export const BtcBlockListSchema = z.object({ blocks: z.array(BtcBlockSchema), ...pageFields });
export type BtcBlockList = z.infer<typeof BtcBlockListSchema>;

/** An input: the outpoint it spends and that output's value, address and script type (prevout). */
export const BtcInputSchema = z.object({
  vin: z.number().int(),
  txid: z.string().nullable().describe('spent output’s transaction; null for the coinbase input'),
  vout: z.number().int().nullable(),
  coinbase: z.boolean(),
  prevout: z
    .object({
      value: sat('value of the spent output'),
      scriptPubKey: z.object({ address: z.string().nullable(), type: z.string() }),
    })
    .nullable()
    .describe('null for the coinbase input, or when the node gave no prevout'),
});
export type ApiBtcInput = z.infer<typeof BtcInputSchema>;

/** An output (UTXO) and the input that spent it, when one has. */
export const BtcUtxoSchema = z.object({
  id: z.string().describe('txid:vout'),
  vout_index: z.number().int(),
  address: z.string().nullable(),
  value_satoshi: z.string(),
  script_type: z.string().describe('p2pk, p2pkh, p2sh, p2wpkh, p2wsh, p2tr, op_return, multisig, nonstandard …'),
  spent_tx_id: z.string().nullable(),
  spent_vin: z.number().int().nullable(),
  spent_height: z.number().int().nullable(),
});
export type ApiBtcUtxo = z.infer<typeof BtcUtxoSchema>;

export const BtcTransactionSchema = z.object({
  id: z.string().describe('chain:height:index'),
  chain: z.literal('btc'),
  tx_id: z.string(),
  txid: z.string(),
  hash: z.string().describe('txid (alias)'),
  wtxid: z.string(),
  ctime: z.number().int(),
  timestamp: z.number().int(),
  block_height: z.number().int(),
  block_hash: z.string(),
  tx_index: z.number().int(),
  coinbase: z.boolean(),
  amount: sat('Σ outputs'),
  value: sat('Σ outputs (alias)'),
  value_in: z.string().nullable().describe('Σ inputs (satoshi); null for the coinbase or when unknown'),
  fee: z.string().nullable().describe('satoshi: inputs − outputs; "0" for the coinbase; null when an input value is unknown'),
  fee_rate: z.string().nullable().describe('sat/vB, two decimals'),
  size: z.number().int(),
  vsize: z.number().int(),
  weight: z.number().int(),
  status: z.number().int().describe('1: confirmed'),
  confirmations: z.number().int(),
  vin: z.array(BtcInputSchema),
  btc_utxos: z.array(BtcUtxoSchema),
});
export type ApiBtcTransaction = z.infer<typeof BtcTransactionSchema>;

export const BtcTransactionListSchema = z.object({ transactions: z.array(BtcTransactionSchema), ...pageFields });
export type BtcTransactionList = z.infer<typeof BtcTransactionListSchema>;

export const BtcHomeOverviewSchema = z.object({
  totalBlocks: z.number().int(),
  totalTransactions: z.number().int(),
  baseFee: z.null().describe('no base fee on Bitcoin'),
  avgGasPrice: z.null(),
  activeAddresses: z.number().int().nullable().describe('distinct addresses in the last 24 h of blocks (estimate, ±3 %)'),
  networkHashrate: z.string().nullable().describe('hashes per second as plain decimal text (whole from 1,000,000 H/s, with decimals below: regtest), estimated from difficulty and the window’s block interval'),
  avgFee: z.string().nullable().describe('satoshi per non-coinbase transaction over the window'),
  avgBlockTime: z.number().nullable().describe('minutes, one decimal'),
  difficulty: z.string().nullable().describe('of the newest block'),
  dailyVolume: sat('Σ outputs of the last 24 h of blocks'),
  windowSeconds: z.number().int(),
  windowBlocks: z.number().int(),
  windowTransactions: z.number().int(),
});
export type BtcHomeOverview = z.infer<typeof BtcHomeOverviewSchema>;

export const BtcHomeStatsSchema = z.object({
  overview: BtcHomeOverviewSchema,
  latestBlocks: z.array(HomeBlockSchema),
  latestTransactions: z.array(HomeTransactionSchema),
});
export type BtcHomeStats = z.infer<typeof BtcHomeStatsSchema>;

/** GET /api/no-auth/gas/btc: fee rates (sat/vB) paid by the non-coinbase transactions of the last blocks. */
export const BtcFeeRatesSchema = z.object({
  blocks: z.number().int().describe('blocks sampled'),
  transactions: z.number().int().describe('transactions sampled'),
  from_height: z.number().int().nullable(),
  to_height: z.number().int().nullable(),
  percentiles: z.array(z.object({ percentile: z.number().int(), sat_per_vbyte: z.string().describe('two decimals') })),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
});
export type BtcFeeRates = z.infer<typeof BtcFeeRatesSchema>;
