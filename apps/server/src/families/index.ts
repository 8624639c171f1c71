/**
 * The server's chain families (ServerFamily, families/types.ts): each chain is served by its chain
 * registry family's folder here (core/chains.ts CHAINS[id].family) once the registry marks it
 * indexed. Generic code asks `serverFamily(chain)`; the chain parameters and response unions of the
 * chain-data routes are built from this list (families/registry.ts).
 */
import { pageFields, type ChainId } from '@explorer/core';
import { z } from 'zod';
import { btcFamily } from './btc';
import { evmFamily } from './evm';
import { registeredFamilies } from './registered';
import { createFamilyRegistry } from './registry';
import { solFamily } from './sol';
import type { FamilyReads } from './types';

/** in this order in the response unions (an OpenAPI example shows the first: an EVM block) */
const FAMILIES = [evmFamily, btcFamily, solFamily] as const;

type Family = (typeof FAMILIES)[number];
type ShapesOf<F> = F extends { reads: { blocks: { list(...a: never[]): Promise<(infer B)[]> }; transactions: { list(...a: never[]): Promise<(infer T)[]> }; homeStats(...a: never[]): Promise<infer H> } } ? { block: B; tx: T; home: H } : never;
export type AnyBlock = ShapesOf<Family>['block'];
export type AnyTransaction = ShapesOf<Family>['tx'];
export type AnyHomeStats = ShapesOf<Family>['home'];

/** the product's families, then any registered beside them (families/registered.ts) */
export const FAMILY_REGISTRY = createFamilyRegistry([...FAMILIES, ...registeredFamilies()]);

/** the family whose shapes the OpenAPI document's examples show (the first: EVM) */
export const EXAMPLE_FAMILY = FAMILIES[0].family;

/** Chains the chain-data routes serve, in chain registry order. */
export const SERVED_CHAINS = FAMILY_REGISTRY.servedChains;
/** Chains whose family reports fee rates (GET /gas/{chain}). */
export const FEE_RATE_CHAINS = FAMILY_REGISTRY.feeRateChains;

/** The chain parameter of the chain-data routes (query or path). */
export const servedChain = FAMILY_REGISTRY.servedChain;
export const servedChainQuery = servedChain.default(SERVED_CHAINS[0]);
export const feeRateChain = FAMILY_REGISTRY.feeRateChain;
/** Chains with token pages (the family keeps token balances), and their chain parameter. */
export const TOKEN_CHAINS = FAMILY_REGISTRY.tokenChains;
export const tokenChain = FAMILY_REGISTRY.tokenChain;
export const internalCallChain = FAMILY_REGISTRY.internalCallChain;
export const walletChain = FAMILY_REGISTRY.walletChain;
/** Chains served under /{chain}/esplora/api. */
export const ESPLORA_CHAINS = FAMILY_REGISTRY.esploraChains;

/** The chain's family; undefined while the server has none for it (nothing of it is indexed). */
export const serverFamilyIfAny = (chain: ChainId) => FAMILY_REGISTRY.ofChainIfAny(chain);
export const serverFamily = (chain: ChainId) => FAMILY_REGISTRY.ofChain(chain);

/** Each chain's family's alert activity SQL (the alerts repository is handed this; it knows no family). */
export const alertActivityOf = (chain: ChainId) => FAMILY_REGISTRY.ofChain(chain).alertActivity;

type AnyReads = FamilyReads<AnyBlock, AnyTransaction, AnyHomeStats>;

/** The chain's family reads (the chain-data routes). */
export const familyReads = (chain: ChainId) => serverFamily(chain).reads as AnyReads;
export const familyReadsIfAny = (chain: ChainId) => serverFamilyIfAny(chain)?.reads as AnyReads | undefined;

// the families' shapes, blocks and transactions told apart by `chain` (registry.ts)
export const AnyBlockSchema = FAMILY_REGISTRY.schemas.block as unknown as z.ZodType<AnyBlock, AnyBlock>;
export const AnyBlockListSchema = z.object({ blocks: z.array(AnyBlockSchema), ...pageFields });
export const AnyTransactionSchema = FAMILY_REGISTRY.schemas.transaction as unknown as z.ZodType<AnyTransaction, AnyTransaction>;
export const AnyTransactionListSchema = z.object({ transactions: z.array(AnyTransactionSchema), ...pageFields });
export const AnyHomeStatsSchema = FAMILY_REGISTRY.schemas.homeStats as unknown as z.ZodType<AnyHomeStats, AnyHomeStats>;

