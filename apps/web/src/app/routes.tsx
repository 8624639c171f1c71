/**
 * The route map (spec part 1 §2.1), history mode. / → /eth. Per chain: home, blocks, block detail,
 * transactions (and a transaction's page where the family has one), statistics,
 * address-transactions, personal pages (signed-in); eth, bsc, sol also addresses, address detail,
 * settings; sol also programs. Feature screens are lazy-loaded per route so the home route stays
 * small; which page serves the home, the block detail and the transaction page is the chain's
 * registry entry's (screens per family; app/screens.ts maps them to pages). The navigation guard
 * runs in the root loader on every navigation and redirects before any page loads.
 */
import { Navigate, redirect, type RouteObject } from 'react-router';
import { CHAIN_ORDER, chainView, DEFAULT_CHAIN, hasSection } from '../chains/registry';
import type { MessageKey } from '../i18n';
import type { ChainId } from '../lib/core';
import { fetchServerConfig } from '../lib/server-config';
import { guardRedirect, isStatisticsPath } from './navigation-rules';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RequireAuth } from './pages/RequireAuth';
import { RouteError } from './pages/RouteError';
import { ADDRESSES_SCREENS, BLOCK_DETAIL_SCREENS, HOME_SCREENS, page, PROGRAMS_SCREENS, TOKEN_SCREENS, TRANSACTION_SCREENS, WALLET_SCREENS } from './screens';
import { Shell } from './shell/Shell';

/** / goes to the default chain's home */
const HOME = chainView(DEFAULT_CHAIN).root;

const blocks = page(() => import('../features/blocks/BlockListPage'), (m) => m.BlockListPage);
const transactions = page(() => import('../features/transactions/TransactionListPage'), (m) => m.TransactionListPage);
const earnings = page(() => import('../features/personal/EarningsPage'), (m) => m.EarningsPage);
const personalAddresses = page(() => import('../features/personal/PersonalAddressesPage'), (m) => m.PersonalAddressesPage);
const personalTransactions = page(() => import('../features/personal/PersonalTransactionsPage'), (m) => m.PersonalTransactionsPage);
const settings = page(() => import('../features/settings/SettingsPage'), (m) => m.SettingsPage);
const addressPage = page(() => import('../features/address/AddressPage'), (m) => m.AddressPage);
const statistics = page(() => import('../features/statistics/StatisticsPage'), (m) => m.StatisticsPage);

const placeholder = (path: string, title: MessageKey): RouteObject => ({ path, element: <PlaceholderPage title={title} /> });

/** The guard; a statistics path waits for the server's config (cached), whose `statistics` flag lifts the block. */
export async function guardLoader({ request }: { request: Request }): Promise<null> {
  const pathname = new URL(request.url).pathname;
  const statisticsEnabled = isStatisticsPath(pathname) ? await fetchServerConfig().then((c) => c.statistics, () => false) : false;
  const target = guardRedirect(pathname, { statisticsEnabled });
  if (target) throw redirect(target);
  return null;
}

function chainRoutes(chain: ChainId): RouteObject {
  // the family's screens, from the chain's registry entry
  const screens = chainView(chain).screens;
  const children: RouteObject[] = [
    { index: true, lazy: HOME_SCREENS[screens.home] },
    { path: 'blocks', lazy: blocks },
    { path: 'blocks/:height', lazy: BLOCK_DETAIL_SCREENS[screens.blockDetail] },
    { path: 'transactions', lazy: transactions },
    { path: 'statistics', lazy: statistics },
    { path: 'address-transactions', lazy: addressPage },
    {
      path: 'personal',
      element: <RequireAuth />,
      children: [
        // the loader redirects first; the element is for a render without data loading (and gives the leaf an element)
        { index: true, loader: () => redirect(`/${chain}/personal/earnings`), element: <Navigate replace to={`/${chain}/personal/earnings`} /> },
        { path: 'earnings', lazy: earnings },
        { path: 'addresses', lazy: personalAddresses },
        { path: 'transactions', lazy: personalTransactions },
      ],
    },
  ];
  if (screens.transaction) children.push({ path: 'transactions/:txid', lazy: TRANSACTION_SCREENS[screens.transaction] });
  if (screens.token) children.push({ path: 'tokens/:address', lazy: TOKEN_SCREENS[screens.token] });
  // the key is the rest of the path: a descriptor typed by hand keeps its / steps
  if (screens.wallet) children.push({ path: 'wallet', lazy: WALLET_SCREENS[screens.wallet] }, { path: 'wallet/*', lazy: WALLET_SCREENS[screens.wallet] });
  if (hasSection(chain, 'addresses')) {
    const screen = screens.addresses ? ADDRESSES_SCREENS[screens.addresses] : null;
    children.push(
      screen ? { path: 'addresses', lazy: screen.list } : placeholder('addresses', 'page.addresses'),
      screen ? { path: 'addresses/:address', lazy: screen.detail } : placeholder('addresses/:address', 'page.addressDetail'),
    );
  }
  if (hasSection(chain, 'settings')) children.push({ path: 'settings', lazy: settings });
  if (hasSection(chain, 'programs')) children.push(screens.programs ? { path: 'programs', lazy: PROGRAMS_SCREENS[screens.programs] } : placeholder('programs', 'page.programs'));
  return { path: chain, children };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // the guard must see every navigation, not only the first
    shouldRevalidate: () => true,
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        // a page's error (its chunk failed to load, a render error) is shown inside the shell, whose top
        // bar, sidebar and connection indicator stay
        id: 'page',
        ErrorBoundary: RouteError,
        children: [{ index: true, loader: () => redirect(HOME), element: <Navigate replace to={HOME} /> }, ...CHAIN_ORDER.map(chainRoutes), { path: '*', Component: NotFoundPage }],
      },
    ],
  },
];
