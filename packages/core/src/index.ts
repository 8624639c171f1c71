export * from './chains';
export * from './evm-model';
export * from './live';
export * from './units';
export * from './logger';
export * from './config';
export * from './address-format';
export * from './wire';
