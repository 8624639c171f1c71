/**
 * The browser-safe parts of @explorer/core (chain registry, live message type, bigint unit
 * formatting, the API's wire types, the saved-address kinds). Imported by file so the page never
 * pulls the package's Node-only modules (logger, config) into the bundle.
 */
export * from '../../../../packages/core/src/chains';
export * from '../../../../packages/core/src/units';
export { normalizeHash } from '../../../../packages/core/src/hash-format';
export { formatDifficulty, formatHashrate } from '../../../../packages/core/src/magnitude-format';
export { solProgramInfo, CUSTOM_PROGRAM, SOL_PROGRAM_TYPES, SOL_PROGRAM_STATUSES } from '../../../../packages/core/src/sol-programs';
export type { LiveCategory, LiveMessage } from '../../../../packages/core/src/live';
/** The API's wire shapes as types only: zod stays out of the bundle. */
export type * from '../../../../packages/core/src/wire';
export { ADDRESS_TYPES } from '../../../../packages/core/src/wire/address-types';
export * from '../../../../packages/core/src/console-constants';
export { mayWriteContracts, CONTRACTS_WRITE, type ContractWriter, type ContractWriteAction } from '../../../../packages/core/src/contract-policy';
export type { ParserConfigInput, ParserConfig } from '../../../../packages/core/src/parser-config';
export * from '../../../../packages/core/src/settings-constants';
