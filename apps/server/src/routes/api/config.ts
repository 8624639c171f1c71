/**
 * GET /api/config (public): what the page needs to know about this server — its version (the root
 * package.json), which optional features are on (statistics: EXPLORER_STATISTICS=1; emailAlerts:
 * SMTP_URL set; priceSource: no price feed is built, so false) and, per chain, the network it
 * indexes (the settings page enables only that one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAIN_IDS, CHAINS, packageDir, type Config } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../envelope';

const ServerConfig = z.object({
  version: z.string(),
  statistics: z.boolean(),
  priceSource: z.boolean(),
  emailAlerts: z.boolean(),
  chains: z.array(z.object({ chain: z.enum(CHAIN_IDS), network: z.string(), chainId: z.number().int().nullable(), indexed: z.boolean() })),
});

let cachedVersion: string | undefined;
export function explorerVersion(): string {
  cachedVersion ??= (JSON.parse(readFileSync(join(packageDir('@explorer/server'), '../../package.json'), 'utf8')) as { version: string }).version;
  return cachedVersion;
}


export function serverConfig(config: Config) {
  return {
    version: explorerVersion(),
    statistics: config.statistics,
    priceSource: false,
    emailAlerts: Boolean(config.smtpUrl),
    // the devnets run with the mainnet chain ids (1, 56) and an external node is a mainnet node
    chains: CHAIN_IDS.map((id) => ({ chain: id, network: 'mainnet', chainId: CHAINS[id].evmChainId ?? null, indexed: CHAINS[id].indexed })),
  };
}

const configRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['health'], summary: 'Server version, optional features and indexed networks', response: responses(ServerConfig, [500]) } }, async () =>
    ok(serverConfig(app.config)),
  );
};

export default configRoute;
