/**
 * The chain presentation registry: what each chain looks like in the page, derived from the core
 * chain registry (unit, decimals, sections, indexed) plus titles and sidebar items. Screens read a
 * field; they never test a chain's name.
 */
import type { MessageKey } from '../i18n';
import { CHAIN_IDS, CHAINS, isChainId, type ChainFamily, type ChainId } from '../lib/core';
import type { FamilyView } from './family-view';
import { FAMILY_VIEWS } from './family-views';

export type Section = 'blocks' | 'addresses' | 'settings' | 'programs';

export interface SidebarItem {
  /** path below the chain root ('' is the home) */
  path: string;
  label: MessageKey;
  /** other paths below the chain root that belong to this entry (highlighted with it) */
  also?: readonly string[];
}

/** a chain's view: its own fields plus its family's view (chains/<family>/view.ts) */
export interface ChainView extends Omit<FamilyView<ChainFamily>, 'family'> {
  id: ChainId;
  family: ChainFamily;
  /** button label in the chain switch: ETH, BTC, BSC, SOL */
  label: string;
  name: MessageKey;
  /** native coin symbol: ETH, BNB, BTC, SOL */
  unit: string;
  decimals: number;
  /** whether the indexer for this chain exists; screens show 尚未索引 otherwise */
  indexed: boolean;
  /** last path segments that exist on this chain (the chain switch keeps only these) */
  sections: readonly Section[];
  /** sections whose paths go to the chain home (spec part 1 §2.1) */
  guardedSections: readonly string[];
  titles: { home: MessageKey; blocks: MessageKey; addresses: MessageKey; transactions: MessageKey };
  sidebar: readonly SidebarItem[];
  /** base path: /eth */
  root: string;
}

const SIDEBAR_OF: Record<Section, SidebarItem | null> = {
  // a chain's transactions are its blocks' contents: /{c}/transactions and a transaction's page
  blocks: { path: 'blocks', label: 'nav.blocks', also: ['transactions'] },
  programs: { path: 'programs', label: 'nav.programs' },
  addresses: { path: 'addresses', label: 'nav.addresses', also: ['address-transactions'] },
  settings: null,
};
/** sidebar order from the spec: 首页, 区块, 程序, 地址 */
const SIDEBAR_ORDER: readonly Section[] = ['blocks', 'programs', 'addresses'];

function view(id: ChainId): ChainView {
  const info = CHAINS[id];
  const sections = info.sections as readonly Section[];
  const sidebar: SidebarItem[] = [{ path: '', label: 'nav.home' }];
  for (const s of SIDEBAR_ORDER) {
    const item = SIDEBAR_OF[s];
    if (item && sections.includes(s)) sidebar.push(item);
  }
  return {
    ...FAMILY_VIEWS[info.family],
    id,
    family: info.family,
    label: id.toUpperCase(),
    name: `chain.${id}.name`,
    unit: info.unit,
    decimals: info.decimals,
    indexed: info.indexed,
    sections,
    guardedSections: info.guardedSections,
    titles: { home: `chain.${id}.homeTitle`, blocks: `chain.${id}.blocksTitle`, addresses: `chain.${id}.addressesTitle`, transactions: `transactions.title.${id}` },
    sidebar,
    root: `/${id}`,
  };
}

export const CHAIN_VIEWS: Readonly<Record<ChainId, ChainView>> = Object.fromEntries(CHAIN_IDS.map((id) => [id, view(id)])) as Record<ChainId, ChainView>;

/** chain switch order in the top bar */
export const CHAIN_ORDER: readonly ChainId[] = CHAIN_IDS;

export const DEFAULT_CHAIN: ChainId = 'eth';

export function chainView(id: ChainId): ChainView {
  return CHAIN_VIEWS[id];
}

export function hasSection(id: ChainId, section: string): boolean {
  return (CHAIN_VIEWS[id].sections as readonly string[]).includes(section);
}

/** The page of one transaction on this chain, or null when its family has none (links fall back to the block). */
export function transactionPath(chain: Pick<ChainView, 'root' | 'screens'>, id: string): string | null {
  return chain.screens.transaction === null ? null : `${chain.root}/transactions/${id}`;
}

/** The personal pages (signed-in users), the same on every chain. */
export const PERSONAL_ITEMS: readonly SidebarItem[] = [
  { path: 'personal/earnings', label: 'nav.earnings' },
  { path: 'personal/addresses', label: 'nav.personalAddresses' },
  { path: 'personal/transactions', label: 'nav.personalTransactions' },
];

export { isChainId };
export type { ChainId };
export type { BlockColumnId, TransactionColumnId } from './family-view';
