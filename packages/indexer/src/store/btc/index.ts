export * from './rows';
export * from './write';
export * from './rollback';
export * from './prepare';
export { addressScript, scriptAddress, scriptTypeName, BTC_SCRIPT_TYPES } from './script';
