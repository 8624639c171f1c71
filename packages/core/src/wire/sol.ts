/**
 * Solana's wire shapes (spec part 2 §3 "Block", "Sol transaction", "Sol artifacts"; part 1 §3 home
 * stats with the sol figures). Lamports and token amounts are decimal strings; the *_sol twins are
 * the same lamports in SOL, exact (bigint math). Signatures, hashes and addresses are base58 exactly
 * as the node prints them. A block's height is its slot.
 */
import { z } from 'zod';
import { pageFields } from './common';
import { HomeBlockSchema, HomeTransactionSchema } from './home-stats';

const lamports = (what: string) => z.string().describe(`${what} (lamports)`);

export const SolBlockSchema = z.object({
  chain: z.literal('sol'),
  height: z.number().int().describe('the slot'),
  slot: z.number().int(),
  block_height: z.number().int().nullable().describe('Solana’s block height (produced blocks below); null when the node gave none'),
  hash: z.string().describe('blockhash'),
  parent_hash: z.string().describe('the parent slot’s blockhash'),
  parent_slot: z.number().int(),
  timestamp: z.number().int().describe('unix seconds (block time)'),
  transaction_count: z.number().int(),
  vote_transaction_count: z.number().int(),
  non_vote_transaction_count: z.number().int(),
  failed_transaction_count: z.number().int(),
  size: z.null().describe('Solana reports no block size'),
  gas_used: z.string().describe('compute units consumed'),
  gas_limit: z.null().describe('the node reports no per-block compute limit'),
  miner: z.string().nullable().describe('the leader (account of the Fee reward); null when the node gave no rewards'),
  miner_tip: lamports('the leader’s Fee reward; "0" when unknown'),
  miner_tip_eth: z.string().describe('miner_tip in SOL, exact'),
  burned: lamports('fees − the leader’s Fee reward; "0" when unknown'),
  burned_eth: z.string().describe('burned in SOL, exact'),
  total_fees: lamports('Σ transaction fees'),
  base_fee: z.null(),
  difficulty: z.null(),
});
export type ApiSolBlock = z.infer<typeof SolBlockSchema>;

export const SolBlockListSchema = z.object({ blocks: z.array(SolBlockSchema), ...pageFields });

export const SolAccountKeySchema = z.object({
  pubkey: z.string(),
  signer: z.boolean(),
  writable: z.boolean(),
  source: z.enum(['transaction', 'lookupTable']),
});

export const SolTokenBalanceSchema = z.object({
  account_index: z.number().int(),
  account: z.string(),
  mint: z.string(),
  owner: z.string().nullable(),
  program_id: z.string().nullable(),
  amount: z.string().describe('base units'),
  decimals: z.number().int(),
});

export const SolInstructionSchema = z.object({
  instruction_index: z.number().int(),
  inner_index: z.number().int().nullable(),
  is_inner: z.boolean(),
  stack_height: z.number().int().nullable(),
  program_id: z.string(),
  program_name: z.string().describe('known program name, or "custom program"'),
  type: z.string(),
  instruction_type: z.string().describe('alias of type'),
  data: z.string().describe('base58'),
  accounts: z.array(z.string()),
  parsed: z.record(z.string(), z.unknown()).nullable().describe('decoded arguments; amounts as decimal strings'),
});
export type ApiSolInstruction = z.infer<typeof SolInstructionSchema>;

/** A transaction in a list row (block detail, latest transactions): what a row shows, no detail arrays. */
export const SolTransactionSummarySchema = z.object({
  id: z.string().describe('the signature'),
  chain: z.literal('sol'),
  tx_id: z.string(),
  hash: z.string().describe('alias of tx_id'),
  ctime: z.number().int(),
  timestamp: z.number().int(),
  slot: z.number().int(),
  block_id: z.number().int().describe('the slot (alias)'),
  tx_index: z.number().int(),
  vote: z.boolean(),
  fee: lamports('fee'),
  compute_units: z.number().int().nullable(),
  compute_unit_limit: z.number().int().nullable(),
  compute_unit_price: z.string().nullable().describe('micro-lamports per compute unit'),
  version: z.string().describe('"legacy" or the message version'),
  blockhash: z.string().describe('recent blockhash of the message'),
  recent_blockhash: z.string(),
  signers: z.array(z.string()).describe('the first two signers'),
  signer_count: z.number().int(),
  signer_change: z.string().nullable().describe('lamports the first signer gained (negative: spent); null without balances'),
  instruction_summary: z.array(z.string()).describe('program and type of the first three top-level instructions'),
  instruction_count: z.number().int(),
  status: z.number().int().describe('1 success, 2 failed'),
  error: z.string().nullable().describe('the node’s err as JSON'),
});
export type ApiSolTransactionSummary = z.infer<typeof SolTransactionSummarySchema>;

/** GET /api/v1/sol/tx/detail: the summary plus account keys, balances, instructions and logs. */
export const SolTransactionSchema = SolTransactionSummarySchema.extend({
  signatures: z.array(z.string()),
  account_keys: z.array(SolAccountKeySchema),
  pre_balances: z.array(z.string()).nullable(),
  post_balances: z.array(z.string()).nullable(),
  pre_token_balances: z.array(SolTokenBalanceSchema),
  post_token_balances: z.array(SolTokenBalanceSchema),
  instructions: z.array(SolInstructionSchema),
  logs: z.array(z.string()).nullable(),
  compact: z.boolean().describe('true for a vote transaction stored compactly (no keys, balances, instructions or logs kept)'),
});
export type ApiSolTransaction = z.infer<typeof SolTransactionSchema>;

/**
 * A row of a slot's transaction list: the summary (default), or with detail=full the spec's Sol
 * transaction (SolTransactionSchema, as GET /sol/tx/detail answers it). Told apart by `compact`,
 * which only a full row carries.
 */
export const SolTransactionRowSchema = z.discriminatedUnion('compact', [
  SolTransactionSchema.extend({ compact: z.literal([true, false]).describe('true for a vote stored compactly: no keys, balances, instructions or logs kept') }).describe(
    'full row (detail=full): the spec’s Sol transaction with account_keys, pre_balances, post_balances, instructions and logs',
  ),
  SolTransactionSummarySchema.extend({ compact: z.undefined().optional().describe('absent on a summary row') }).describe('summary row (default): signers, signer_change and instruction_summary instead of the detail arrays'),
]);
export type ApiSolTransactionRow = ApiSolTransaction | ApiSolTransactionSummary;

export const SolEventSchema = z.object({
  event_index: z.number().int(),
  event_type: z.string().describe('sol_transfer, spl_transfer, or an event type of a registry event rule'),
  program_id: z.string(),
  instruction_index: z.number().int(),
  inner_index: z.number().int().nullable(),
  from_address: z.string(),
  to_address: z.string(),
  mint: z.string().nullable(),
  amount: z.string().describe('base units (lamports for SOL)'),
  decimals: z.number().int().nullable(),
});
export type ApiSolEvent = z.infer<typeof SolEventSchema>;

/** GET /api/v1/sol/tx/{id}/artifacts */
export const SolProgramEventSchema = z.object({
  program_id: z.string(),
  instruction_index: z.number().int().describe('the top-level instruction during which it was emitted'),
  inner_index: z.number().int().nullable().describe('the inner instruction that emitted it; null: the top-level one'),
  name: z.string().describe('the event’s name in the program’s rules (an Anchor IDL import)'),
  fields: z.record(z.string(), z.unknown()).describe('Borsh fields: integers as decimal text, pubkeys base58, lists, objects'),
  source: z.enum(['log', 'cpi']).describe('a `Program data:` log line, or an emit_cpi self-call'),
});
export type ApiSolProgramEvent = z.infer<typeof SolProgramEventSchema>;

export const SolArtifactsSchema = z.object({
  events: z.array(SolEventSchema),
  instructions: z.array(SolInstructionSchema),
  program_events: z
    .array(SolProgramEventSchema)
    .describe('Anchor events of a successful transaction decoded by the programs’ rules (log lines and emit_cpi calls)'),
});
export type ApiSolArtifacts = z.infer<typeof SolArtifactsSchema>;

export const SolHomeOverviewSchema = z.object({
  totalBlocks: z.number().int().describe('slots with a block'),
  latestSlot: z.number().int().nullable(),
  totalTransactions: z.number().int(),
  voteShare: z.number().nullable().describe('vote transactions / all, last 24 h, 0–1'),
  tps: z.number().nullable().describe('transactions per second over the last minute of blocks'),
  nonVoteTps: z.number().nullable(),
  avgFee: z.string().nullable().describe('lamports per transaction, last 24 h'),
  activeAddresses: z.number().int().nullable().describe('distinct fee payers and transfer parties, last 24 h (estimate, ±3 %)'),
  avgBlockTime: z.number().nullable().describe('seconds between the last minute’s blocks'),
  baseFee: z.null(),
  avgGasPrice: z.null(),
  windowSeconds: z.number().int(),
  windowTransactions: z.number().int(),
});
export type SolHomeOverview = z.infer<typeof SolHomeOverviewSchema>;

export const SolHomeStatsSchema = z.object({
  overview: SolHomeOverviewSchema,
  latestBlocks: z.array(HomeBlockSchema),
  latestTransactions: z.array(HomeTransactionSchema),
});
export type SolHomeStats = z.infer<typeof SolHomeStatsSchema>;
