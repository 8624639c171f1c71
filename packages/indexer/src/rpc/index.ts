export * from './client';
export * from './errors';
export * from './evm';
export * from './btc';
export * from './sol';
export * from './endpoint-board';
