/**
 * What each chain family looks like in the page, as data: which screen serves each route, the
 * columns of the block and transaction lists, and how saved addresses compare. The route table
 * (app/screens.ts) turns a screen id into its lazy page; the lists render the columns named here.
 * A family that truly differs gets its own screen id; a difference of a column is a list entry.
 */
import type { ChainFamily } from '../lib/core';

/** the home overview: three cards and gas figures (EVM style), Bitcoin's four cards and fee figures, or Solana's slot, TPS and vote figures */
export type HomeScreen = 'overview' | 'btcOverview' | 'solOverview';
/** the block detail: receipts and gas (EVM style), Bitcoin's transactions with their inputs and outputs, or Solana's slot with its transactions, instructions and events */
export type BlockDetailScreen = 'receipts' | 'btcBlock' | 'solBlock';
/** a page of one transaction (/{c}/transactions/:id), where the family has one */
export type TransactionScreen = 'evmTransaction' | 'btcTransaction' | 'solTransaction';
/** the address list and detail (/{c}/addresses, /{c}/addresses/:address): the contracts console (EVM); null where the family has none yet */
export type AddressesScreen = 'contracts' | 'mints';
/** the program registry (/{c}/programs) where the family has one */
export type ProgramsScreen = 'solPrograms';

export type BlockColumnId = 'height' | 'time' | 'txCount' | 'size' | 'gas' | 'computeUnits' | 'miner' | 'reward' | 'difficulty' | 'hash' | 'fee';
export type TransactionColumnId = 'hash' | 'txid' | 'signature' | 'block' | 'time' | 'from' | 'to' | 'inputs' | 'outputs' | 'amount' | 'gasPrice' | 'fee' | 'signers' | 'instructions' | 'status';

export interface FamilyView {
  screens: { home: HomeScreen; blockDetail: BlockDetailScreen; transaction: TransactionScreen | null; addresses: AddressesScreen | null; programs: ProgramsScreen | null };
  blockColumns: readonly BlockColumnId[];
  transactionColumns: readonly TransactionColumnId[];
  /** decimals shown for amounts in the chain coin: 6 (spec), Bitcoin all 8 (one satoshi) */
  amountDigits: number;
  /** saved addresses match transaction addresses ignoring case (EVM hex) or exactly (base58, bech32 as stored) */
  addressCaseInsensitive: boolean;
}

const EVM: FamilyView = {
  screens: { home: 'overview', blockDetail: 'receipts', transaction: 'evmTransaction', addresses: 'contracts', programs: null },
  // spec part 2 §2.2
  blockColumns: ['height', 'time', 'txCount', 'size', 'gas', 'miner', 'reward'],
  transactionColumns: ['hash', 'block', 'time', 'from', 'to', 'amount', 'gasPrice', 'status'],
  amountDigits: 6,
  addressCaseInsensitive: true,
};

export const FAMILY_VIEWS: Readonly<Record<ChainFamily, FamilyView>> = {
  evm: EVM,
  btc: {
    screens: { home: 'btcOverview', blockDetail: 'btcBlock', transaction: 'btcTransaction', addresses: null, programs: null },
    // spec part 2 §2.9
    blockColumns: ['height', 'time', 'txCount', 'size', 'difficulty', 'hash', 'fee'],
    transactionColumns: ['txid', 'block', 'time', 'inputs', 'outputs', 'amount', 'fee', 'status'],
    amountDigits: 8,
    addressCaseInsensitive: false,
    },
  sol: {
    screens: { home: 'solOverview', blockDetail: 'solBlock', transaction: 'solTransaction', addresses: 'mints', programs: 'solPrograms' },
    // spec part 2 §2.2 (coin SOL): the slot as height, compute units in place of gas (no limit), the leader as
    // miner, reward = the leader's fee reward with 燃烧; Solana reports no block size ('-')
    blockColumns: ['height', 'time', 'txCount', 'size', 'computeUnits', 'miner', 'reward'],
    // the API lists Solana's non-vote transactions; the signature links to the transaction page; signers (first two + count), instruction summary, fee
    transactionColumns: ['signature', 'block', 'time', 'signers', 'instructions', 'fee', 'status'],
    amountDigits: 6,
    addressCaseInsensitive: false,
  },
};
