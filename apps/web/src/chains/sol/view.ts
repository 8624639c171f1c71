/** How Solana looks in the page: spec part 2 §2.2 with the coin SOL, §2.7 (mints), §2.8 (programs). */
import type { FamilyView } from '../family-view';

export const SOL_VIEW: FamilyView<'sol'> = {
  family: 'sol',
  screens: { home: 'solOverview', blockDetail: 'solBlock', transaction: 'solTransaction', addresses: 'mints', programs: 'solPrograms', token: null, wallet: null },
  // the slot as height, compute units in place of gas (no limit), the leader as miner, reward = the
  // leader's fee reward with 燃烧; Solana reports no block size ('-')
  blockColumns: ['height', 'time', 'txCount', 'size', 'computeUnits', 'miner', 'reward'],
  // the API lists Solana's non-vote transactions; the signature links to the transaction page; signers (first two + count), instruction summary, fee
  transactionColumns: ['signature', 'block', 'time', 'signers', 'instructions', 'fee', 'status'],
  addressTabs: ['transactions', 'tokenAccounts'],
  statistics: {
    cards: ['dailyVolume', 'tps', 'avgBlockTime', 'voteShare'],
    charts: ['tps', 'voteShare'],
    ranges: ['24h', '7d', '30d', '90d', '1y'],
  },
  // the leader's fee reward is the slot's miner tip
  liveTipUpdates: true,
  amountDigits: 6,
  walletKey: null,
  addressCaseInsensitive: false,
};
