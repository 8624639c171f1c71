/** /api/no-auth/sol/programs: the Solana program registry's list for guests (same query and caps as /api/v1). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../../envelope';
import { listPrograms, ProgramListQuery, ProgramListResponse } from '../shared/sol-programs';

const solPrograms: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sol/programs',
    {
      schema: {
        tags: ['sol programs'],
        operationId: 'getSolProgramsGuest',
        description: 'Registered Solana programs, newest first (page_size up to 200)',
        querystring: ProgramListQuery,
        response: { ...responses(z.null(), [400, 500]), 200: ProgramListResponse },
      },
    },
    async (req) => listPrograms(app, req.query),
  );
};

export default solPrograms;
