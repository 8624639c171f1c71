export * from '../rpc-shape-error';
export * from './standardize';
export * from './erc20-transfer';
export * from './bundle';
