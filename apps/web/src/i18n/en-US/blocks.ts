import type { CatalogFor } from '../types';
import type { blocks as zh } from '../zh-CN/blocks';

export const blocks = {
  'blocks.live': 'Live',
  'blocks.offline': 'Disconnected',
  'blocks.total': '{total} blocks',
  'blocks.guestBadge': 'Guest mode: only 100 blocks shown',
  'blocks.searchPlaceholder': 'Block height or block hash',
  'blocks.search': 'Search',
  'blocks.clearSearch': 'Clear',
  'blocks.col.height': 'Height',
  'blocks.col.time': 'Time',
  'blocks.col.txCount': 'Txns',
  'blocks.col.size': 'Size',
  'blocks.col.gas': 'Gas used / limit',
  'blocks.col.computeUnits': 'Compute units',
  'blocks.col.miner': 'Miner',
  'blocks.col.reward': 'Reward',
  'blocks.col.difficulty': 'Difficulty',
  'blocks.col.hash': 'Block hash',
  'blocks.col.fee': 'Fee',
  'blocks.burned': 'Burned {amount}',
  'blocks.empty': 'No block data',
  'blocks.searchEmpty': 'No matching block',
  'blocks.loadFailed': 'Failed to load blocks: {message}',
  'blocks.loadFailedShort': 'Failed to load blocks',
} satisfies CatalogFor<typeof zh>;
