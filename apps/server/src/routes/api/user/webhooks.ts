/**
 * /api/user/webhooks (issue 27 part 3): the signed-in user's webhook endpoints — list, create (the
 * signing secret is in that answer only), change, delete — and each one's delivery log, newest first.
 * An API key needs the webhooks:write scope. A URL whose host is (or resolves to) a loopback,
 * private or link-local address is refused unless WEBHOOK_ALLOW_PRIVATE=1; the sender checks again
 * at each delivery. Another user's webhook id answers 404.
 */
import { randomBytes } from 'node:crypto';
import {
  CreatedWebhookSchema,
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WEBHOOK_DELIVERIES_PAGE_CAP,
  WebhookDeliverySchema,
  WEBHOOKS_PER_USER,
  WebhookSchema,
  type Webhook,
  type WebhookDelivery,
} from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveTarget, TargetRefused } from '../../../alerts';
import { ok, responses } from '../../../http/envelope';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { DeliveryRecord, WebhookFields, WebhookRecord } from '../../../plugins/app/webhooks-repository';

const tags = ['user'];
const config = { scope: 'webhooks:write' } as const;

export const WEBHOOK_NOT_FOUND = 'Webhook不存在';
export const WEBHOOK_PRIVATE_TARGET = 'Webhook地址不能指向本机、内网或链路本地地址';
export const WEBHOOK_LIMIT = `最多只能创建${WEBHOOKS_PER_USER}个Webhook`;
export const WEBHOOK_ADDRESSES_UNKNOWN = '所选地址不存在或不属于您';
const BEFORE_HINT = '必须是正整数';
const LIMIT_HINT = `必须是1到${WEBHOOK_DELIVERIES_PAGE_CAP}之间的整数`;

const WebhookIdPath = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Webhook ID必须是正整数')
    .transform(Number),
});

const DeliveriesQuery = z.object({
  before: z
    .string({ error: BEFORE_HINT })
    .regex(/^\d{1,15}$/, BEFORE_HINT)
    .transform(Number)
    .optional()
    .describe('only deliveries with a smaller id (the next page)'),
  limit: z
    .string({ error: LIMIT_HINT })
    .regex(/^\d{1,3}$/, LIMIT_HINT)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_HINT).max(WEBHOOK_DELIVERIES_PAGE_CAP, LIMIT_HINT))
    .default(20)
    .describe(`deliveries per answer, 1–${WEBHOOK_DELIVERIES_PAGE_CAP}`),
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toWire = (w: WebhookRecord): Webhook => ({
  id: w.id,
  url: w.url,
  address_ids: w.address_ids,
  events: w.events as Webhook['events'],
  block_chains: w.block_chains,
  enabled: w.enabled,
  created_at: iso(w.created_at)!,
  updated_at: iso(w.updated_at)!,
});

const deliveryToWire = (d: DeliveryRecord): WebhookDelivery => ({
  id: d.id,
  event: d.event as WebhookDelivery['event'],
  status: d.status,
  attempts: d.attempts,
  last_status: d.last_status,
  last_error: d.last_error,
  created_at: iso(d.created_at)!,
  last_attempt_at: iso(d.last_attempt_at),
  delivered_at: iso(d.delivered_at),
  next_at: d.status === 'pending' ? iso(d.next_at) : null,
});

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The URL must not reach the operator's network (a host that does not resolve now is left to the sender's check). */
async function checkTarget(app: FastifyInstance, url: string): Promise<void> {
  if (app.config.webhookAllowPrivate) return;
  try {
    await resolveTarget(new URL(url), false);
  } catch (err) {
    if (err instanceof TargetRefused && !err.reason.startsWith('DNS')) throw badRequest(WEBHOOK_PRIVATE_TARGET);
  }
}

async function checkAddresses(app: FastifyInstance, userId: number, ids: number[] | null | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  if ((await app.repos.webhooks.ownedAddresses(userId, ids)) !== ids.length) throw badRequest(WEBHOOK_ADDRESSES_UNKNOWN);
}

const webhooks: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks',
    { config, schema: { tags, operationId: 'getWebhooks', description: 'My webhooks (the secret is never listed)', response: responses(z.array(WebhookSchema), [401, 403, 500]) } },
    async (req) => ok((await app.repos.webhooks.list(req.user!.id)).map(toWire)),
  );

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'createWebhook',
        description: 'Add a webhook; the answer carries its signing secret, shown this once',
        body: CreateWebhookBodySchema,
        response: responses(CreatedWebhookSchema, [400, 401, 403, 409, 500]),
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const body = req.body;
      const fields: WebhookFields = {
        url: body.url,
        address_ids: body.address_ids === null ? null : unique(body.address_ids),
        events: unique(body.events),
        block_chains: body.events.includes('block') ? unique(body.block_chains) : [],
        enabled: body.enabled,
      };
      if (fields.address_ids !== null && fields.address_ids.length === 0) throw badRequest('请选择至少一个地址，或选择全部地址');
      await checkAddresses(app, userId, fields.address_ids);
      await checkTarget(app, fields.url);
      if ((await app.repos.webhooks.count(userId)) >= WEBHOOKS_PER_USER) throw conflict(WEBHOOK_LIMIT);
      const secret = `whsec_${randomBytes(32).toString('hex')}`;
      const created = await app.repos.webhooks.create(userId, fields, secret);
      return ok({ ...toWire(created), secret }, 'Webhook创建成功');
    },
  );

  app.put(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateWebhook',
        description: 'Change a webhook (what is absent stays; the secret never changes)',
        params: WebhookIdPath,
        body: UpdateWebhookBodySchema,
        response: responses(WebhookSchema, [400, 401, 403, 404, 500]),
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const current = await app.repos.webhooks.get(userId, req.params.id);
      if (!current) throw notFound(WEBHOOK_NOT_FOUND);
      const body = req.body;
      const events = body.events ? unique(body.events) : current.events;
      const blockChains = body.block_chains ? unique(body.block_chains) : current.block_chains;
      if (events.includes('block') && blockChains.length === 0) throw badRequest('新区块事件请选择至少一条链');
      const patch: Partial<WebhookFields> = {
        url: body.url,
        events: body.events ? events : undefined,
        block_chains: body.block_chains || body.events ? (events.includes('block') ? blockChains : []) : undefined,
        enabled: body.enabled,
        address_ids: body.address_ids === undefined ? undefined : body.address_ids === null ? null : unique(body.address_ids),
      };
      if (patch.address_ids && patch.address_ids.length === 0) throw badRequest('请选择至少一个地址，或选择全部地址');
      await checkAddresses(app, userId, patch.address_ids);
      if (patch.url !== undefined) await checkTarget(app, patch.url);
      const saved = await app.repos.webhooks.update(userId, req.params.id, patch);
      if (!saved) throw notFound(WEBHOOK_NOT_FOUND);
      return ok(toWire(saved), 'Webhook更新成功');
    },
  );

  app.delete(
    '/webhooks/:id',
    { config, schema: { tags, operationId: 'deleteWebhook', description: 'Delete a webhook and its delivery log', params: WebhookIdPath, response: responses(z.null(), [400, 401, 403, 404, 500]) } },
    async (req) => {
      if (!(await app.repos.webhooks.remove(req.user!.id, req.params.id))) throw notFound(WEBHOOK_NOT_FOUND);
      return ok(null, 'Webhook已删除');
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        operationId: 'getWebhookDeliveries',
        description: 'A webhook’s delivery log newest first (status, attempts, last response code)',
        params: WebhookIdPath,
        querystring: DeliveriesQuery,
        response: responses(z.array(WebhookDeliverySchema), [400, 401, 403, 404, 500]),
      },
    },
    async (req) => {
      const hook = await app.repos.webhooks.get(req.user!.id, req.params.id);
      if (!hook) throw notFound(WEBHOOK_NOT_FOUND);
      const rows = await app.repos.webhooks.deliveries(hook.id, req.query.before, req.query.limit);
      return ok(rows.map(deliveryToWire));
    },
  );
};

export default webhooks;
