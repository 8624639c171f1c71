export * from './anvil';
export * from './accounts';
export * from './compile';
export { startActivity, type Activity, type ActivityOptions } from './activity/start-activity';
export { ACTIVITY_KINDS, type ActivityKind, type ActivityStats } from './activity/types';
export { startEvmDevnet, stateFileOf, validatorAddress, type EvmDevnet, type EvmDevnetOptions } from './devnet';
export * from './btc/index';
export * from './sol/index';
