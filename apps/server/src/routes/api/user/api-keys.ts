/**
 * /api/user/api-keys: the signed-in user's API keys (part 1 §2.5, §5, §7). The secret is answered once,
 * by POST; the list never carries it. Another user's key id answers 404, like a missing one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { badRequest, fieldMessage, notFound } from '../../../errors';
import type { ApiKeyRecord } from '../../../plugins/app/api-keys-repository';

const NAME_REQUIRED = '请输入密钥名称';
const PERMISSIONS_REQUIRED = '请选择权限范围';
const RATE_LIMIT_INVALID = '请设置有效的请求限制数量';
const EXPIRES_INVALID = '请设置有效的过期时间（未来的日期）';
const KEY_NOT_FOUND = '密钥不存在';

const Name = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, '密钥名称不能超过100个字符');
const RateLimit = z.number({ error: RATE_LIMIT_INVALID }).int(RATE_LIMIT_INVALID).min(1, RATE_LIMIT_INVALID).max(100000, RATE_LIMIT_INVALID).nullable();
const ExpiresAt = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: EXPIRES_INVALID })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() > Date.now(), EXPIRES_INVALID)
  .nullable();

const CreateBody = z.object({
  name: Name,
  permissions: z.array(z.string(), { error: PERMISSIONS_REQUIRED }).min(1, PERMISSIONS_REQUIRED).max(20),
  rate_limit: RateLimit.optional(),
  expires_at: ExpiresAt.optional(),
});

const UpdateBody = z
  .object({ is_active: z.boolean({ error: 'is_active 必须是布尔值' }).optional(), name: Name.optional(), rate_limit: RateLimit.optional() })
  .refine((b) => b.is_active !== undefined || b.name !== undefined || b.rate_limit !== undefined, '请提供要修改的字段');

const KeyPath = z.object({ keyId: z.coerce.number({ error: KEY_NOT_FOUND }).int().positive().max(Number.MAX_SAFE_INTEGER) });

const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  api_key: z.string(),
  permissions: z.array(z.string()),
  rate_limit: z.number().int().nullable().describe('requests per hour; null = unlimited'),
  is_active: z.boolean(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
const CreatedApiKey = ApiKey.extend({ secret_key: z.string().describe('shown only in this answer') });

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const wire = (k: ApiKeyRecord) => ({
  id: k.id,
  name: k.name,
  api_key: k.api_key,
  permissions: k.permissions,
  rate_limit: k.rate_limit,
  is_active: k.is_active,
  expires_at: iso(k.expires_at),
  last_used_at: iso(k.last_used_at),
  created_at: k.created_at.toISOString(),
});

const tags = ['user'];

const apiKeys: FastifyPluginAsyncZod = async (app) => {
  app.get('/api-keys', { schema: { tags, summary: 'My API keys (without secrets)', response: responses(z.array(ApiKey), [401, 500]) } }, async (req) =>
    ok((await app.repos.apiKeys.listByUser(req.user!.id)).map(wire)),
  );

  app.post(
    '/api-keys',
    { schema: { tags, summary: 'Create an API key; the secret is returned only here', body: CreateBody, response: responses(CreatedApiKey, [400, 401, 500]) } },
    async (req) => {
      const permissions = [...new Set(req.body.permissions)];
      const known = await app.repos.apiKeys.knownPermissions(permissions);
      const unknown = permissions.filter((p) => !known.has(p));
      if (unknown.length > 0) throw badRequest(fieldMessage('permissions', `未知的权限范围: ${unknown.join(', ')}`));
      const created = await app.apiKeys.issue(req.user!.id, {
        name: req.body.name,
        permissions,
        rateLimit: req.body.rate_limit ?? null,
        expiresAt: req.body.expires_at ?? null,
      });
      return ok({ ...wire(created), secret_key: created.secret_key }, 'API密钥创建成功！');
    },
  );

  app.put(
    '/api-keys/:keyId',
    { schema: { tags, summary: 'Enable/disable, rename or re-limit a key', params: KeyPath, body: UpdateBody, response: responses(ApiKey, [400, 401, 404, 500]) } },
    async (req) => {
      const updated = await app.repos.apiKeys.update(req.user!.id, req.params.keyId, req.body);
      if (!updated) throw notFound(KEY_NOT_FOUND);
      return ok(wire(updated));
    },
  );

  app.delete(
    '/api-keys/:keyId',
    { schema: { tags, summary: 'Delete a key', params: KeyPath, response: responses(z.object({ id: z.number().int() }), [400, 401, 404, 500]) } },
    async (req) => {
      if (!(await app.repos.apiKeys.remove(req.user!.id, req.params.keyId))) throw notFound(KEY_NOT_FOUND);
      return ok({ id: req.params.keyId }, '密钥已删除');
    },
  );
};

export default apiKeys;
