/**
 * The API's wire shapes (zod), shared by the server (route schemas, OpenAPI) and the page (types
 * only, through apps/web/src/lib/core.ts). Browser-safe: zod and plain TypeScript.
 */
export * from './common';
export * from './block';
export * from './transaction';
export * from './receipt';
export * from './evm-transaction';
export * from './home-stats';
export * from './auth';
export * from './profile';
export * from './api-keys';
export * from './address-types';
export * from './addresses';
export * from './personal';
export * from './btc';
export * from './sol';
export * from './sol-programs';
export * from './contracts';
export * from './coin-configs';
export * from './sol-mints';
export * from './search';
export * from './alerts';
export * from './statistics';
export * from './address-page';
export * from './tokens';
export * from './internal-calls';
export * from './wallets';
export * from './webhooks';
