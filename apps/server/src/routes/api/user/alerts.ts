/**
 * GET /api/user/alerts: the signed-in user's address alerts (activity of their saved addresses found
 * by the alert worker in new blocks), newest first; `after` keeps those with a greater id (what the
 * page polls for on each new block). Answer: @explorer/core wire/alerts.ts.
 */
import { AddressAlertSchema, ALERTS_PAGE_CAP, type AddressAlert } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import type { AlertRow } from '../../../plugins/app/alerts';

const tags = ['user'];
const AFTER_HINT = '必须是非负整数';
const LIMIT_HINT = `必须是1到${ALERTS_PAGE_CAP}之间的整数`;

const AlertsQuery = z.object({
  after: z
    .string({ error: AFTER_HINT })
    .regex(/^\d{1,15}$/, AFTER_HINT)
    .transform(Number)
    .optional()
    .describe('only alerts with a greater id'),
  limit: z
    .string({ error: LIMIT_HINT })
    .regex(/^\d{1,3}$/, LIMIT_HINT)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_HINT).max(ALERTS_PAGE_CAP, LIMIT_HINT))
    .default(20)
    .describe(`alerts per answer, 1–${ALERTS_PAGE_CAP}`),
});

const toWire = (r: AlertRow): AddressAlert => ({
  id: r.id,
  chain: r.chain,
  address: r.address,
  label: r.label,
  txid: r.txid,
  block_height: r.block_height,
  direction: r.direction,
  amount: r.amount,
  token: r.token === '' ? null : { address: r.token, symbol: r.token_symbol, decimals: r.token_decimals },
  created_at: new Date(r.created_at).toISOString(),
  emailed: r.emailed_at !== null,
});

const alerts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    { schema: { tags, operationId: 'getAlerts', description: 'My address alerts, newest first', querystring: AlertsQuery, response: responses(z.array(AddressAlertSchema), [400, 401, 500]) } },
    async (req) => {
      const rows = await app.repos.alerts.listForUser(req.user!.id, req.query.after, req.query.limit);
      return ok(rows.map(toWire));
    },
  );
};

export default alerts;
