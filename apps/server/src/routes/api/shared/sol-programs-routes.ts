/** GET /sol/programs: the Solana program registry's list, the same query and caps on both mounts (mount.ts; a key needs programs:read). Its writes are signed in only: v1/sol-program-writes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../../http/envelope';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import { listPrograms, ProgramListQuery, ProgramListResponse } from './sol-programs';

export const solProgramRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sol/programs',
      {
        config: routeConfig(m, 'programs:read'),
        schema: {
          // the guest tag has no " (guest)": guests and the console share the programs page
          tags: tagsOf(m, 'sol programs', 'sol programs'),
          operationId: operationId(m, 'getSolPrograms'),
          description: 'Registered Solana programs, newest first (page_size up to 200)',
          querystring: ProgramListQuery,
          response: { ...responses(z.null(), m.errors), 200: ProgramListResponse },
        },
      },
      async (req) => listPrograms(app, req.query),
    );
  };
