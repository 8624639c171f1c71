/**
 * /api/user/personal/*: the personal pages' data over the signed-in user's saved addresses on one
 * chain: block rewards credited to them per UTC day (EVM: blocks they mined as miner/validator;
 * Bitcoin: coinbase outputs paying to them), and the transactions they sent or received (newest
 * first, paginated, in the chain family's transaction list shape). Each read is the chain family's
 * (families/index.ts); a family with no reads yet has nothing indexed, so its answers are empty.
 * Answers: @explorer/core wire/personal.ts and the family's transaction shape (families/<family>/).
 */
import { EarningsSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { DAY_SECONDS, type DayEarnings } from '../../../families/evm/personal-repository';
import { pageQuery, resolvePage } from '../../../wire/common';
import { familyReadsIfAny } from '../../../families';
import { AnyTransactionListSchema } from '../../../families';
import { anyChain } from './addresses-schemas';

const tags = ['user'];
const PAGE = { defaultSize: 20, cap: 100 };
const MAX_DAYS = 365;
const DAYS_HINT = `必须是1到${MAX_DAYS}之间的整数`;

const EarningsQuery = z.object({
  chain: anyChain,
  days: z
    .string({ error: DAYS_HINT })
    .regex(/^\d{1,3}$/, DAYS_HINT)
    .transform(Number)
    .pipe(z.number().int().min(1, DAYS_HINT).max(MAX_DAYS, DAYS_HINT))
    .default(30)
    .describe('days back from today (UTC), 1–365'),
});

const isoDay = (day: number) => new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/** Every day of the window, oldest first, zero where nothing was mined. */
function fillDays(firstDay: number, count: number, found: DayEarnings[]) {
  const byDay = new Map(found.map((d) => [d.day, d]));
  return Array.from({ length: count }, (_, i) => {
    const d = byDay.get(firstDay + i);
    return { date: isoDay(firstDay + i), blocks: d?.blocks ?? 0, reward: d?.reward ?? '0' };
  });
}

const personal: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/personal/earnings',
    { schema: { tags, operationId: 'getPersonalEarnings', description: 'Block rewards of my saved addresses per UTC day', querystring: EarningsQuery, response: responses(EarningsSchema, [400, 401, 500]) } },
    async (req) => {
      const { chain, days } = req.query;
      const addresses = await app.repos.addresses.addressesOf(req.user!.id, chain);
      const firstDay = Math.floor(Date.now() / 1000 / DAY_SECONDS) - (days - 1);
      const reads = familyReadsIfAny(chain);
      const found = reads ? await reads.personal.earningsByDay(app.repos, chain, addresses, firstDay * DAY_SECONDS) : [];
      const total = found.reduce((sum, d) => sum + BigInt(d.reward), 0n);
      return ok({ addresses, days: fillDays(firstDay, days, found), total: total.toString() });
    },
  );

  app.get(
    '/personal/transactions',
    {
      schema: {
        tags,
        operationId: 'getPersonalTransactions',
        description: 'Transactions sent or received by my saved addresses, newest first',
        querystring: z.object({ chain: anyChain, ...pageQuery }),
        response: responses(AnyTransactionListSchema, [400, 401, 500]),
      },
    },
    async (req) => {
      const { chain } = req.query;
      const { page, pageSize, offset } = resolvePage(req.query, PAGE);
      const addresses = await app.repos.addresses.addressesOf(req.user!.id, chain);
      const reads = familyReadsIfAny(chain);
      const [total, transactions] = reads
        ? await Promise.all([reads.personal.countTransactions(app.repos, chain, addresses), reads.personal.transactions(app.repos, chain, addresses, offset, pageSize)])
        : [0, []];
      return ok({ transactions, total, page, page_size: pageSize });
    },
  );
};

export default personal;
