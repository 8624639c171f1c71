export * from './rows';
export * from './write';
export * from './rollback';
export * from './prepare';
export * from './hourly-stats';
