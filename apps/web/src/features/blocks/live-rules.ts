/**
 * How live events change the block list (spec part 2 §2.2), as pure functions over one page:
 * - a block event whose action is not 'update' goes on top only when the user is signed in, the
 *   page is 1, there is no search text and the block is not listed yet; the list is then trimmed
 *   to the page size and the total goes up by one;
 * - an 'update' event only changes the miner tip of a block already listed, on the families whose
 *   blocks carry one (the family view's liveTipUpdates);
 * - a stats event sets the total, for signed-in users only.
 */
import { chainView, isChainId } from '../../chains/registry';
import type { BlockPage, ListBlock } from './api/types';

export interface ListContext {
  signedIn: boolean;
  page: number;
  searchText: string;
  pageSize: number;
}

export interface BlockEventData {
  action?: unknown;
  height?: unknown;
  hash?: unknown;
  minerTip?: unknown;
  block?: unknown;
}

function eventBlock(data: BlockEventData): ListBlock | null {
  const b = data.block as ListBlock | null | undefined;
  return b && typeof b === 'object' && typeof b.height === 'number' && typeof b.hash === 'string' ? b : null;
}

type TipBlock = Extract<ListBlock, { miner_tip: string }>;

/** a block whose miner tip a live update may change: its chain's family view says its blocks carry one */
const carriesTip = (b: ListBlock): b is TipBlock => isChainId(b.chain) && chainView(b.chain).liveTipUpdates;

function isListed(list: BlockPage, block: { height: number; hash: string }): boolean {
  return list.blocks.some((b) => b.height === block.height || b.hash === block.hash);
}

export function applyBlockEvent(list: BlockPage, data: BlockEventData, ctx: ListContext): BlockPage {
  if (data.action === 'update') return applyTipUpdate(list, data);
  const block = eventBlock(data);
  if (!block) return list;
  if (!ctx.signedIn || ctx.page !== 1 || ctx.searchText.trim() !== '' || isListed(list, block)) return list;
  return { ...list, blocks: [block, ...list.blocks].slice(0, ctx.pageSize), total: list.total + 1 };
}

function applyTipUpdate(list: BlockPage, data: BlockEventData): BlockPage {
  const block = eventBlock(data);
  const height = block?.height ?? (typeof data.height === 'number' ? data.height : null);
  const tip = (block && carriesTip(block) ? block.miner_tip : null) ?? (typeof data.minerTip === 'string' ? data.minerTip : null);
  if (height === null || tip === null || !/^\d+$/.test(tip)) return list;
  if (!list.blocks.some((b) => b.height === height)) return list;
  return {
    ...list,
    blocks: list.blocks.map((b) => (b.height === height && carriesTip(b) ? { ...b, miner_tip: tip, miner_tip_eth: (block && carriesTip(block) ? block.miner_tip_eth : null) ?? b.miner_tip_eth } : b)),
  };
}

export function applyStatsEvent(list: BlockPage, data: { totalBlocks?: unknown }, signedIn: boolean): BlockPage {
  if (!signedIn || typeof data.totalBlocks !== 'number' || !Number.isSafeInteger(data.totalBlocks)) return list;
  return list.total === data.totalBlocks ? list : { ...list, total: data.totalBlocks };
}
