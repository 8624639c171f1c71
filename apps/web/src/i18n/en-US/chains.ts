import type { CatalogFor } from '../types';
import type { chains as zh } from '../zh-CN/chains';

export const chains = {
  'chain.eth.name': 'Ethereum',
  'chain.bsc.name': 'BNB Smart Chain',
  'chain.btc.name': 'Bitcoin',
  'chain.sol.name': 'Solana',
  'chain.eth.homeTitle': 'Blockchain overview',
  'chain.bsc.homeTitle': 'BSC overview',
  'chain.btc.homeTitle': 'Bitcoin overview',
  'chain.sol.homeTitle': 'Solana overview',
  'chain.eth.blocksTitle': 'Blocks',
  'chain.bsc.blocksTitle': 'BSC blocks',
  'chain.btc.blocksTitle': 'Bitcoin blocks',
  'chain.sol.blocksTitle': 'SOL blocks',
  'chain.eth.addressesTitle': 'System contract addresses',
  'chain.bsc.addressesTitle': 'BSC system contract addresses',
  'chain.btc.addressesTitle': 'Addresses',
  'chain.sol.addressesTitle': 'Mint addresses',
} satisfies CatalogFor<typeof zh>;
