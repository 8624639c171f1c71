/** Every route definition both mounts register (mount.ts: /api/no-auth with GUEST, /api/v1 with USER), in the order the OpenAPI document lists them. */
import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address-routes';
import { blockRoutes } from './blocks-routes';
import { contractRoutes } from './contracts-routes';
import { csvRoutes } from './csv-routes';
import { homeRoutes } from './home-routes';
import type { Mount } from './mount';
import { searchRoutes } from './search-routes';
import { solMintRoutes } from './sol-mints-routes';
import { solProgramRoutes } from './sol-programs-routes';
import { solRoutes } from './sol-routes';
import { statisticsRoutes } from './statistics-routes';
import { tokenRoutes } from './tokens-routes';
import { internalCallRoutes } from './internal-calls-routes';
import { walletRoutes } from './wallet-routes';
import { transactionRoutes } from './transactions-routes';

const DEFINITIONS = [blockRoutes, transactionRoutes, homeRoutes, statisticsRoutes, solRoutes, solMintRoutes, solProgramRoutes, contractRoutes, tokenRoutes, internalCallRoutes, walletRoutes, searchRoutes, csvRoutes, addressRoutes];

export async function registerSharedRoutes(app: FastifyInstance, m: Mount): Promise<void> {
  for (const routes of DEFINITIONS) await app.register(routes(m));
}
