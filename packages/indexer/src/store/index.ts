export * from './live-messages';
export * from './checkpoints';
export * from './unnest-insert';
export * from './table-spec';
export * from './encoded-rows';
export * from './batch';
export * from './rollback';
export * from './evm';
