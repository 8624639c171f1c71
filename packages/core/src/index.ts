export * from './chains';
export * from './evm-model';
export * from './live';
export * from './units';
