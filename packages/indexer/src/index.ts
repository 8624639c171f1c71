export * from './chains/evm';
