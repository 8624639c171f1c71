/** How Bitcoin looks in the page: spec part 2 §2.9 (lists, statistics with the ranges 7d, 30d, 90d, 1y). */
import type { FamilyView } from '../family-view';

export const BTC_VIEW: FamilyView<'btc'> = {
  family: 'btc',
  screens: { home: 'btcOverview', blockDetail: 'btcBlock', transaction: 'btcTransaction', addresses: null, programs: null, token: null, wallet: 'btcWallet' },
  blockColumns: ['height', 'time', 'txCount', 'size', 'difficulty', 'hash', 'fee'],
  transactionColumns: ['txid', 'block', 'time', 'inputs', 'outputs', 'amount', 'fee', 'status'],
  addressTabs: ['transactions', 'utxos'],
  statistics: {
    cards: ['dailyVolume', 'feeRate', 'blockInterval', 'difficulty'],
    charts: ['feeRate', 'blockInterval'],
    ranges: ['7d', '30d', '90d', '1y'],
  },
  // a Bitcoin block has no miner tip to update
  liveTipUpdates: false,
  amountDigits: 8,
  walletKey: /^(?:[xyztuv]pub[1-9A-HJ-NP-Za-km-z]{100,112}|(?:pkh|wpkh|tr|sh)\(.+\)(?:#[a-z0-9]{8})?)$/,
  addressCaseInsensitive: false,
};
