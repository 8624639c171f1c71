/** The local Bitcoin chain (regtest): generation, persistence, Core-shaped RPC, recorded replays. */
export { startBtcDevnet, btcChainFile, type BtcDevnet, type BtcDevnetOptions } from './devnet';
export { generateMainnetSizedBlocks, MAINNET_MIX, type MainnetBlocks, type MainnetBlocksOptions } from './bench';
export { loadRecordedChain, startRecordedBtcNode, writeBlockFiles, type RecordedBtcNode } from './recorded-chain';
export { startRpcServer, handleRpcBody, type RpcServer, type RpcServerOptions } from './rpc-server';
export { BtcChain, BlockRejected, type ChainBlock } from './chain';
export { createKeyring, devnetWalletAccounts, SPEND_KINDS, type DevnetWalletAccount, type Keyring, type SpendKind, type WalletKey } from './keys';
export { mineNext, type MineOptions } from './miner';
export { regtestGenesis, REGTEST_GENESIS_HASH } from './genesis';
export { REGTEST, MAINNET, subsidyAt, type BtcNetwork } from './network';
export { parseBlock, serializeBlock, describeTx, type RawBlock, type TxInfo } from './raw-block';
export type { ChainView, ViewBlock } from './view';
