/**
 * The wallet view on both mounts (issue 27; a key needs addresses:read): GET /wallets/{chain}?key=
 * an extended public key (xpub/ypub/zpub, tpub/upub/vpub) or an output descriptor, with the gap limit
 * and a keyset page of its transactions. Chains whose family has no wallet view are not in the chain
 * parameter's list. The work is bounded before any query: at most 1,000 derived addresses a branch.
 */
import { WalletSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { serverFamily, walletChain } from '../../../families';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import { KeysetPageQuery } from './schemas';

const GAP_DEFAULT = 20;
const GAP_MAX = 200;

const WalletQuery = KeysetPageQuery.extend({
  key: z.string().trim().min(1, '请输入扩展公钥或描述符').max(1000, '扩展公钥或描述符过长').describe('xpub/ypub/zpub (test networks tpub/upub/vpub) or a pkh/sh(wpkh)/wpkh/tr descriptor'),
  gap: z.coerce.number({ error: '必须是正整数' }).int('必须是正整数').min(1, '必须是正整数').max(GAP_MAX, `不能超过${GAP_MAX}`).default(GAP_DEFAULT).describe('unused addresses in a row that end a branch'),
});

export const walletRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallets/:chain',
      {
        config: routeConfig(m, 'addresses:read'),
        schema: {
          tags: tagsOf(m, 'addresses'),
          operationId: operationId(m, 'getWallet'),
          description:
            'A wallet from its extended public key or descriptor: the used receive and change addresses up to the gap limit, balance, unspent outputs and transactions (one row per transaction with the wallet’s net change, newest first, keyset pages)',
          params: z.object({ chain: walletChain }),
          querystring: WalletQuery,
          response: responses(WalletSchema, m.errors),
        },
      },
      async (req) => {
        const { chain } = req.params;
        const { key, gap, cursor, limit } = req.query;
        return ok(await serverFamily(chain).wallet!.view(app.repos, chain, key, { gap, cursor, limit }));
      },
    );
  };
