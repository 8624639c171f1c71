/**
 * /api/user/api-keys: the signed-in user's API keys (part 1 §2.5, §5, §7). The secret is answered once,
 * by POST; the list never carries it. Another user's key id answers 404, like a missing one.
 * Bodies and answers: @explorer/core wire/api-keys.ts.
 */
import {
  ApiKeySchema as ApiKey,
  CreateApiKeyBodySchema as CreateBody,
  CreatedApiKeySchema as CreatedApiKey,
  DeletedApiKeySchema as DeletedApiKey,
  UpdateApiKeyBodySchema as UpdateBody,
} from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import type { ApiKeyRecord } from '../../../plugins/app/api-keys-repository';

export const KEY_NOT_FOUND = '密钥不存在';

const KeyPath = z.object({ keyId: z.coerce.number({ error: KEY_NOT_FOUND }).int().positive().max(Number.MAX_SAFE_INTEGER) });

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
  app.get('/api-keys', { schema: { tags, operationId: 'getApiKeys', description: 'My API keys (without secrets)', response: responses(z.array(ApiKey), [401, 500]) } }, async (req) =>
    ok((await app.repos.apiKeys.listByUser(req.user!.id)).map(wire)),
  );

  app.post(
    '/api-keys',
    { schema: { tags, operationId: 'createApiKey', description: 'Create an API key; the secret is returned only here', body: CreateBody, response: responses(CreatedApiKey, [400, 401, 500]) } },
    async (req) => {
      const permissions = [...new Set(req.body.permissions)];
      const known = await app.repos.apiKeys.knownPermissions(permissions);
      const unknown = permissions.filter((p) => !known.has(p));
      if (unknown.length > 0) throw badRequest(`未知的权限范围：${unknown.join(', ')}`);
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
    { schema: { tags, operationId: 'updateApiKey', description: 'Enable/disable, rename or re-limit a key', params: KeyPath, body: UpdateBody, response: responses(ApiKey, [400, 401, 404, 500]) } },
    async (req) => {
      const updated = await app.repos.apiKeys.update(req.user!.id, req.params.keyId, req.body);
      if (!updated) throw notFound(KEY_NOT_FOUND);
      return ok(wire(updated));
    },
  );

  app.delete(
    '/api-keys/:keyId',
    { schema: { tags, operationId: 'deleteApiKey', description: 'Delete a key', params: KeyPath, response: responses(DeletedApiKey, [400, 401, 404, 500]) } },
    async (req) => {
      if (!(await app.repos.apiKeys.remove(req.user!.id, req.params.keyId))) throw notFound(KEY_NOT_FOUND);
      return ok({ id: req.params.keyId }, '密钥已删除');
    },
  );
};

export default apiKeys;
