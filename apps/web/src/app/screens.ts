/**
 * Screen id (chains/family-view.ts) → its lazy-loaded page. The route table asks the chain's
 * registry entry which screen serves a route, then takes the page from here: no family tests.
 */
import type { AddressesScreen, BlockDetailScreen, HomeScreen, ProgramsScreen, TokenScreen, TransactionScreen, WalletScreen } from '../chains/family-view';

type LazyPage = () => Promise<{ Component: React.ComponentType }>;

/** Feature pages export a component named after their file. */
export const page =
  <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType): LazyPage =>
  async () => ({ Component: pick(await load()) });

export const HOME_SCREENS: Readonly<Record<HomeScreen, LazyPage>> = {
  overview: page(() => import('../features/home/HomePage'), (m) => m.HomePage),
  btcOverview: page(() => import('../features/home/BtcHomePage'), (m) => m.BtcHomePage),
  solOverview: page(() => import('../features/home/SolHomePage'), (m) => m.SolHomePage),
};

export const BLOCK_DETAIL_SCREENS: Readonly<Record<BlockDetailScreen, LazyPage>> = {
  receipts: page(() => import('../features/block-detail/BlockDetailPage'), (m) => m.BlockDetailPage),
  btcBlock: page(() => import('../features/block-detail/BtcBlockDetailPage'), (m) => m.BtcBlockDetailPage),
  solBlock: page(() => import('../features/block-detail/SolBlockDetailPage'), (m) => m.SolBlockDetailPage),
};

export const TRANSACTION_SCREENS: Readonly<Record<TransactionScreen, LazyPage>> = {
  evmTransaction: page(() => import('../features/evm-transaction/EvmTransactionPage'), (m) => m.EvmTransactionPage),
  btcTransaction: page(() => import('../features/btc-transaction/BtcTransactionPage'), (m) => m.BtcTransactionPage),
  solTransaction: page(() => import('../features/sol-transaction/SolTransactionPage'), (m) => m.SolTransactionPage),
};

/** the address list and one address's page */
export const ADDRESSES_SCREENS: Readonly<Record<AddressesScreen, { list: LazyPage; detail: LazyPage }>> = {
  contracts: {
    list: page(() => import('../features/contracts/ContractListPage'), (m) => m.ContractListPage),
    detail: page(() => import('../features/contracts/ContractDetailPage'), (m) => m.ContractDetailPage),
  },
  mints: {
    list: page(() => import('../features/sol-mints/MintListPage'), (m) => m.MintListPage),
    detail: page(() => import('../features/sol-mints/MintDetailPage'), (m) => m.MintDetailPage),
  },
};

export const PROGRAMS_SCREENS: Readonly<Record<ProgramsScreen, LazyPage>> = {
  solPrograms: page(() => import('../features/sol-programs/ProgramListPage'), (m) => m.ProgramListPage),
};

export const TOKEN_SCREENS: Readonly<Record<TokenScreen, LazyPage>> = {
  evmToken: page(() => import('../features/tokens/TokenPage'), (m) => m.TokenPage),
};

export const WALLET_SCREENS: Readonly<Record<WalletScreen, LazyPage>> = {
  btcWallet: page(() => import('../features/btc-wallet/WalletPage'), (m) => m.WalletPage),
};
