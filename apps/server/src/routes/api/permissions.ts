/** GET /api/permissions: the permission types API keys choose from, in display order. */
import { PermissionTypeSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../http/envelope';

const permissions: FastifyPluginAsyncZod = async (app) => {
  app.get('/permissions', { schema: { tags: ['auth'], operationId: 'getPermissions', description: 'Permission types', response: responses(z.array(PermissionTypeSchema), [500]) } }, async () =>
    ok(await app.repos.users.permissionTypes()),
  );
};

export default permissions;
