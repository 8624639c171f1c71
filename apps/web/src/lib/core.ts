/**
 * The browser-safe parts of @explorer/core (chain registry, live message type, bigint unit
 * formatting). Imported by file so the page never pulls the package's Node-only modules (logger,
 * config) into the bundle.
 */
export * from '../../../../packages/core/src/chains';
export * from '../../../../packages/core/src/units';
export type { LiveCategory, LiveMessage } from '../../../../packages/core/src/live';
