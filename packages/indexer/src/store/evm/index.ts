export * from './rows';
export * from './encode';
export * from './prepared';
export * from './write-bundles';
export * from './rollback';
