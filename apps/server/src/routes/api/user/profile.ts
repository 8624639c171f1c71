/** GET /api/user/profile: the signed-in user's account. PUT saves an e-mail edit (DESIGN §6 deviation). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { unauthorized } from '../../../errors';
import type { UserRecord } from '../../../plugins/app/users-repository';
import { RegisterBody } from '../auth/schemas';

export const Profile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'administrator']),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const UpdateProfileBody = z.object({ email: RegisterBody.shape.email });

const iso = (d: Date | string) => new Date(d).toISOString();
const toProfile = (user: UserRecord | undefined) => {
  if (!user) throw unauthorized();
  return { ...user, created_at: iso(user.created_at), updated_at: iso(user.updated_at) };
};

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { tags: ['user'], summary: 'My profile', response: responses(Profile, [401, 500]) } }, async (req) =>
    ok(toProfile(await app.repos.users.findById(req.user!.id))),
  );

  app.put(
    '/profile',
    { schema: { tags: ['user'], summary: 'Change my e-mail', body: UpdateProfileBody, response: responses(Profile, [400, 401, 500]) } },
    async (req) => ok(toProfile(await app.repos.users.setEmail(req.user!.id, req.body.email)), '保存成功'),
  );
};

export default profile;
