/**
 * Bodies and answers of /api/user/webhooks (issue 27 part 3): a user's webhook endpoints and their
 * delivery log. The URL's form is checked here; where it points (no loopback, private or link-local
 * address without WEBHOOK_ALLOW_PRIVATE=1) is checked by the server when saved and when sent.
 */
import { z } from 'zod';
import { CHAIN_IDS } from '../chains';

export const WEBHOOK_EVENTS = ['incoming', 'outgoing', 'token', 'block'] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENTS)[number];
/** the `event` of a delivery (X-Explorer-Event) */
export const WEBHOOK_EVENT_NAMES = ['address.incoming', 'address.outgoing', 'token.transfer', 'block.new'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WEBHOOK_URL_MAX = 2000;
/** webhooks one user may have */
export const WEBHOOKS_PER_USER = 10;
/** chosen saved addresses one webhook may name */
export const WEBHOOK_ADDRESSES_MAX = 100;
export const WEBHOOK_DELIVERIES_PAGE_CAP = 100;

export const WEBHOOK_URL_MESSAGE = 'Webhook地址必须是http或https地址';

/** http(s), a host, no user name or password in it */
export function isWebhookUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.username === '' && u.password === '';
}

const url = z
  .string({ error: 'Webhook地址不能为空' })
  .trim()
  .min(1, 'Webhook地址不能为空')
  .max(WEBHOOK_URL_MAX, `Webhook地址不能超过${WEBHOOK_URL_MAX}个字符`)
  .refine((v) => isWebhookUrl(v), WEBHOOK_URL_MESSAGE)
  .refine((v) => !/[\s]/.test(v), WEBHOOK_URL_MESSAGE)
  .describe('http(s) URL the events are POSTed to (no credentials in it)');

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `事件类型可选: ${WEBHOOK_EVENTS.join(', ')}` }), { error: '请选择至少一种事件' })
  .min(1, '请选择至少一种事件')
  .max(WEBHOOK_EVENTS.length, '请选择至少一种事件')
  .describe('incoming / outgoing: the chain’s coin into or out of a covered address; token: token transfers; block: new blocks of block_chains');

const blockChains = z
  .array(z.enum(CHAIN_IDS, { error: `不支持的链，可选: ${CHAIN_IDS.join(', ')}` }), { error: '新区块事件的链必须是链ID列表' })
  .max(CHAIN_IDS.length, '新区块事件的链必须是链ID列表')
  .describe('the chains whose new blocks are sent (with the block event)');

const addressIds = z
  .array(z.number({ error: '地址ID必须是正整数' }).int('地址ID必须是正整数').positive('地址ID必须是正整数'), { error: '地址ID列表格式不正确' })
  .max(WEBHOOK_ADDRESSES_MAX, `最多选择${WEBHOOK_ADDRESSES_MAX}个地址`)
  .nullable()
  .describe('the saved addresses covered (their ids); null: all saved addresses, also those saved later');

/** the block event needs a chain, and the chains only with it */
const blockRule = (b: { events?: readonly string[]; block_chains?: readonly string[] }) => !b.events?.includes('block') || (b.block_chains?.length ?? 0) > 0;
const BLOCK_CHAINS_MESSAGE = '新区块事件请选择至少一条链';

export const CreateWebhookBodySchema = z
  .object({
    url,
    address_ids: addressIds.default(null),
    events,
    block_chains: blockChains.default([]),
    enabled: z.boolean({ error: '启用状态必须是布尔值' }).default(true),
  })
  .refine(blockRule, { message: BLOCK_CHAINS_MESSAGE, path: ['block_chains'] });
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

/** a partial update: what is absent stays */
export const UpdateWebhookBodySchema = z
  .object({
    url: url.optional(),
    address_ids: addressIds.optional(),
    events: events.optional(),
    block_chains: blockChains.optional(),
    enabled: z.boolean({ error: '启用状态必须是布尔值' }).optional(),
  })
  .refine(blockRule, { message: BLOCK_CHAINS_MESSAGE, path: ['block_chains'] });
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBodySchema>;

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  address_ids: z.array(z.number().int()).nullable().describe('null: all saved addresses'),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  block_chains: z.array(z.string()),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().describe('the signing secret: in this answer only'),
});
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int().describe('also the X-Explorer-Delivery idempotency key'),
  event: z.enum(WEBHOOK_EVENT_NAMES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable().describe('the HTTP status of the last attempt (null: no answer)'),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  next_at: z.string().nullable().describe('the next attempt (pending only)'),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
