/** GET /api/user/profile: the signed-in user's account. PUT saves an e-mail edit (DESIGN §6 deviation). Shapes: @explorer/core wire/profile.ts. */
import { CONTRACTS_WRITE, ProfileSchema as Profile, UpdateProfileBodySchema as UpdateProfileBody } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { unauthorized } from '../../../http/errors';
import type { UserRecord } from '../../../plugins/app/users-repository';

const iso = (d: Date | string) => new Date(d).toISOString();

const profile: FastifyPluginAsyncZod = async (app) => {
  const toProfile = async (user: UserRecord | undefined) => {
    if (!user) throw unauthorized();
    const permissions = await app.repos.users.permissionsOf(user);
    return { ...user, permissions, can_edit_contracts: permissions.includes(CONTRACTS_WRITE), created_at: iso(user.created_at), updated_at: iso(user.updated_at) };
  };

  app.get('/profile', { schema: { tags: ['user'], operationId: 'getProfile', description: 'My profile', response: responses(Profile, [401, 500]) } }, async (req) =>
    ok(await toProfile(await app.repos.users.findById(req.user!.id))),
  );

  app.put(
    '/profile',
    { schema: { tags: ['user'], operationId: 'updateProfile', description: 'Change my e-mail', body: UpdateProfileBody, response: responses(Profile, [400, 401, 500]) } },
    async (req) => ok(await toProfile(await app.repos.users.setEmail(req.user!.id, req.body.email)), '保存成功'),
  );
};

export default profile;
