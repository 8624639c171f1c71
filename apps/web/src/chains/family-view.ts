/**
 * The shape of a chain family's view (chains/<family>/view.ts fills one; family-views.ts lists
 * them): which screen serves each route, the columns of the block and transaction lists, the
 * address page's tabs, the statistics page's cards, charts and ranges, how live block events change
 * the list, and how saved addresses compare. A family that truly differs gets its own screen id
 * (app/screens.ts turns it into its lazy page); a difference of a column is a list entry.
 */
import type { StatsRange } from '../lib/core';

/** the home overview: three cards and gas figures (EVM style), Bitcoin's four cards and fee figures, or Solana's slot, TPS and vote figures */
export type HomeScreen = 'overview' | 'btcOverview' | 'solOverview';
/** the block detail: receipts and gas (EVM style), Bitcoin's transactions with their inputs and outputs, or Solana's slot with its transactions, instructions and events */
export type BlockDetailScreen = 'receipts' | 'btcBlock' | 'solBlock';
/** a page of one transaction (/{c}/transactions/:id), where the family has one */
export type TransactionScreen = 'evmTransaction' | 'btcTransaction' | 'solTransaction';
/** the address list and detail (/{c}/addresses, /{c}/addresses/:address): the contracts console (EVM) or the mints (Solana) */
export type AddressesScreen = 'contracts' | 'mints';
/** a token's page (/{c}/tokens/:address) where the family keeps token balances */
export type TokenScreen = 'evmToken';
/** the program registry (/{c}/programs) where the family has one */
export type ProgramsScreen = 'solPrograms';
/** a wallet from its extended public key or descriptor (/{c}/wallet/{key}) where the family has one */
export type WalletScreen = 'btcWallet';

export type BlockColumnId = 'height' | 'time' | 'txCount' | 'size' | 'gas' | 'computeUnits' | 'miner' | 'reward' | 'difficulty' | 'hash' | 'fee';
export type TransactionColumnId = 'hash' | 'txid' | 'signature' | 'block' | 'time' | 'from' | 'to' | 'inputs' | 'outputs' | 'amount' | 'gasPrice' | 'fee' | 'signers' | 'instructions' | 'status';

/** the address page's tabs: the transactions everywhere, then what only the family has */
export type AddressTab = 'transactions' | 'tokens' | 'tokenTransfers' | 'internalCalls' | 'utxos' | 'tokenAccounts';

export type StatisticsCardId = 'dailyVolume' | 'avgGasPrice' | 'avgBlockTime' | 'difficulty' | 'feeRate' | 'blockInterval' | 'tps' | 'voteShare';
export type StatisticsChartId = 'volume' | 'gasPrice' | 'feeRate' | 'blockInterval' | 'tps' | 'voteShare';

export interface FamilyStatisticsView {
  cards: readonly StatisticsCardId[];
  charts: readonly StatisticsChartId[];
  /** the range choices, the first one the default */
  ranges: readonly [StatsRange, ...StatsRange[]];
}

export interface FamilyView<F extends string = string> {
  family: F;
  screens: { home: HomeScreen; blockDetail: BlockDetailScreen; transaction: TransactionScreen | null; addresses: AddressesScreen | null; programs: ProgramsScreen | null; token: TokenScreen | null; wallet: WalletScreen | null };
  blockColumns: readonly BlockColumnId[];
  transactionColumns: readonly TransactionColumnId[];
  addressTabs: readonly AddressTab[];
  /** the spec's four cards and two charts, and the range choices */
  statistics: FamilyStatisticsView;
  /** a live block event with action 'update' changes the miner tip of a listed block (the families whose blocks carry one) */
  liveTipUpdates: boolean;
  /** decimals shown for amounts in the chain coin: 6 (spec), Bitcoin all 8 (one satoshi) */
  amountDigits: number;
  /** text the top bar's search opens as a wallet (an extended public key or descriptor), where the family has a wallet screen */
  walletKey: RegExp | null;
  /** saved addresses match transaction addresses ignoring case (EVM hex) or exactly (base58, bech32 as stored) */
  addressCaseInsensitive: boolean;
}
