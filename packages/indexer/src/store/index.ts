export * from './rows';
export * from './encode';
export * from './live-messages';
export * from './checkpoints';
export * from './unnest-insert';
export * from './write-bundles';
export * from './rollback';
export * from './prepared';
