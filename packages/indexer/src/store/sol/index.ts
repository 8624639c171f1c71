export * from './rows';
export * from './write';
export * from './rollback';
export * from './prepare';
export * from './hourly-stats';
export * from './mints-prepare';
export * from './mints-write';
export * from './mints-rollback';
