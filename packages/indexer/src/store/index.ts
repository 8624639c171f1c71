export * from './live-messages';
export * from './checkpoints';
export * from './unnest-insert';
export * from './rollback';
export * from './evm';
export * from './table-spec';
