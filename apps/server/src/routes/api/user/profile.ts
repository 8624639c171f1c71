/** GET /api/user/profile: the signed-in user's account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { unauthorized } from '../../../errors';

export const Profile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'administrator']),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const iso = (d: Date | string) => new Date(d).toISOString();

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { tags: ['user'], summary: 'My profile', response: responses(Profile, [401, 500]) } }, async (req) => {
    const user = await app.repos.users.findById(req.user!.id);
    if (!user) throw unauthorized();
    return ok({ ...user, created_at: iso(user.created_at), updated_at: iso(user.updated_at) });
  });
};

export default profile;
