export * from './rpc';
export * from './sync';
export * from './chains/evm';
export * from './store';
export * from './enrich';
export * from './decode';
export * from './families';
export * from './indexer';
