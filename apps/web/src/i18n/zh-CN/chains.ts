/** Per-chain titles used by the chain presentation registry (chains/registry.ts). */
export const chains = {
  'chain.eth.name': '以太坊',
  'chain.bsc.name': 'BNB智能链',
  'chain.btc.name': '比特币',
  'chain.sol.name': 'Solana',
  'chain.eth.homeTitle': '区块链概览',
  'chain.bsc.homeTitle': 'BSC区块链概览',
  'chain.btc.homeTitle': '比特币区块链概览',
  'chain.sol.homeTitle': 'Solana区块链概览',
  'chain.eth.blocksTitle': '区块列表',
  'chain.bsc.blocksTitle': 'BSC区块列表',
  'chain.btc.blocksTitle': '比特币区块列表',
  'chain.sol.blocksTitle': 'SOL区块列表',
  'chain.eth.addressesTitle': '系统合约地址管理',
  'chain.bsc.addressesTitle': 'BSC系统合约地址管理',
  'chain.btc.addressesTitle': '地址',
  'chain.sol.addressesTitle': 'Mint地址管理',
} as const;
