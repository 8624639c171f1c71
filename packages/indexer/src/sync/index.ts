export * from './evm-indexer';
export { ReorgTooDeepError } from './reorg';
