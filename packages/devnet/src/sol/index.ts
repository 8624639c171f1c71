/** The local Solana chain (LiteSVM-executed), its JSON-RPC server, recorded-block replays and mainnet-shaped benchmark slots. */
export { startSolDevnet, solChainFile, isSkipped, type SolDevnet, type SolDevnetOptions } from './devnet';
export { startSolRpcServer, handleSolRpcBody, type SolRpcServer, type SolRpcServerOptions } from './rpc-server';
export { createRpcContext, RPC_METHODS as SOL_RPC_METHODS, type RpcContext as SolRpcContext } from './rpc-methods';
export { startRecordedSolServer, RecordedSolView, type RecordedSolServer } from './recorded-chain';
export { generateMainnetShapedSlots, type MainnetShapedOptions, type MainnetShapedSlots } from './mainnet-shaped';
export { SolChain, TxRejected, type SolChainOptions } from './svm-chain';
export { decodeTransaction, encodeMessage, encodeTransaction, type DecodedTx, type SolMessage } from './wire';
export type { SolBlock, SolTx, SolMeta, TokenBalance, BlockReward } from './model';
export type { SolView } from './view';
