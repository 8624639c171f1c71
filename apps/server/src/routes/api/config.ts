/**
 * GET /api/config (public): what the page needs to know about this server — its version (the root
 * package.json), which optional features are on (statistics: EXPLORER_STATISTICS=1; emailAlerts:
 * SMTP_URL set; priceSource: no price feed is built, so false) and, per chain, the network it
 * indexes (the settings page enables only that one) and the network its node reports where the
 * address forms depend on it (btc: main, test, testnet4, signet, regtest; recorded by the indexer), and
 * the height below which retention removed its data (prunedBelow, when it did).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAIN_IDS, CHAINS, packageDir, type ChainId, type Config } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressNetwork } from '../../plugins/app/chain-address';
import { ok, responses } from '../../http/envelope';

const ServerConfig = z.object({
  version: z.string(),
  statistics: z.boolean(),
  priceSource: z.boolean(),
  emailAlerts: z.boolean(),
  chains: z.array(
    z.object({
      chain: z.enum(CHAIN_IDS),
      network: z.string(),
      addressNetwork: z
        .string()
        .nullable()
        .describe('the network the chain’s node reports, whose address forms the chain takes (btc: main, test, testnet4, signet, regtest); null where the family has one form or the indexer has not asked the node yet'),
      chainId: z.number().int().nullable(),
      indexed: z.boolean(),
      prunedBelow: z
        .number()
        .int()
        .optional()
        .describe('retention removed everything of the chain below this height (<CHAIN>_RETENTION); absent when nothing was pruned'),
    }),
  ),
});

let cachedVersion: string | undefined;
export function explorerVersion(): string {
  cachedVersion ??= (JSON.parse(readFileSync(join(packageDir('@explorer/server'), '../../package.json'), 'utf8')) as { version: string }).version;
  return cachedVersion;
}


export function serverConfig(config: Config, addressNetworks: Partial<Record<ChainId, string | null>> = {}, prunedBelow: Partial<Record<ChainId, number>> = {}) {
  return {
    version: explorerVersion(),
    statistics: config.statistics,
    priceSource: false,
    emailAlerts: Boolean(config.smtpUrl),
    // the devnets run with the mainnet chain ids (1, 56) and an external node is a mainnet node
    chains: CHAIN_IDS.map((id) => ({
      chain: id,
      network: 'mainnet',
      addressNetwork: addressNetworks[id] ?? null,
      chainId: CHAINS[id].evmChainId ?? null,
      indexed: CHAINS[id].indexed,
      ...(prunedBelow[id] ? { prunedBelow: prunedBelow[id] } : {}),
    })),
  };
}

const configRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['health'], operationId: 'getConfig', description: 'Server version, optional features and indexed networks', response: responses(ServerConfig, [500]) } }, async () => {
    const [networks, floors] = await Promise.all([Promise.all(CHAIN_IDS.map(async (id) => [id, await addressNetwork(app.repos, id)] as const)), app.repos.retention.floors()]);
    return ok(serverConfig(app.config, Object.fromEntries(networks), floors));
  });
};

export default configRoute;
