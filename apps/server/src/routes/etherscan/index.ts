/**
 * The Etherscan-compatible API (issue 28): GET /{chain}/etherscan/api?module=…&action=…, for eth and
 * bsc, with Etherscan's parameters, answers and English error texts (a compatibility surface: the
 * server's Chinese messages do not apply here; README "Use it from existing tools"). One handler
 * dispatches by module and action through the table in ./actions.ts.
 *
 * Access: `apikey=<api_key>.<secret_key>` (one of this explorer's API keys, the two parts joined by a
 * dot) is checked like the X-API-Key / X-API-Secret headers — the module's scope (account:
 * addresses:read, transaction and proxy: transactions:read, block: blocks:read, logs: contracts:read,
 * stats: stats:read) and the key's hourly limit, with the same refunds — and opens Etherscan's window
 * (page × offset ≤ 10,000); without one the caller is a guest, capped at 1,000 rows. Refusals answer
 * HTTP 200 with `status: "0"` as Etherscan does: "Invalid API Key", "Max rate limit reached" (with the
 * rate headers and Retry-After), a missing scope, bad parameters.
 */
import { chainsOfFamily, type ChainId, type Logger } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createNodeRpc } from '../../balances/node-rpc';
import { HttpError } from '../../http/errors';
import type { ApiScope } from '../../plugins/app/api-key-auth';
import { ACTION_NAMES, actionOf, chainIdOf, isModule, MODULE_NAMES } from './actions';
import { AnswerSchema, firstIssue, MESSAGES, notOk, Refusal, refuse, rpcError, type Answer } from './shapes';

/** rows a list may reach with an API key (Etherscan's window) and without one (the guest cap) */
export const KEY_WINDOW = 10_000;
export const GUEST_WINDOW = 1_000;

const CHAINS = chainsOfFamily('evm').map((c) => c.id) as [ChainId, ...ChainId[]];
const Params = z.object({ chain: z.enum(CHAINS, { error: '链无效' }).describe('an EVM chain: eth or bsc') });

const value = z.union([z.string(), z.array(z.string())]).optional();
const described = (text: string) => value.describe(text);
const Query = z.looseObject({
  module: described('account, block, transaction, logs, proxy or stats'),
  action: described('the action of the module, e.g. txlist'),
  apikey: described('an API key of this explorer as <api_key>.<secret_key>; none: guest caps'),
  chainid: described('Etherscan v2: the chain id, checked against the chain of the path (eth 1, bsc 56)'),
  address: described('an address (balancemulti: up to 20, comma-separated)'),
  contractaddress: described('a token contract (tokentx, tokennfttx, token1155tx)'),
  txhash: described('a transaction hash'),
  startblock: described('first block of a list (decimal)'),
  endblock: described('last block of a list (decimal)'),
  page: described('page number, from 1'),
  offset: described('rows a page; page × offset ≤ 10,000 with a key, 1,000 for guests'),
  sort: described('asc or desc'),
});

/** the query's values as single strings (a repeated parameter: its last value) */
function flat(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const one = Array.isArray(v) ? v.at(-1) : v;
    if (typeof one === 'string') out[k] = one;
  }
  return out;
}

const etherscanRoutes: FastifyPluginAsyncZod = async (app) => {
  const node = createNodeRpc({ rpcUrls: app.config.rpcUrls, logger: app.log as unknown as Logger });

  /** admits the apikey for the scope (true), or a guest without one (false); a refused key is a Refusal */
  async function admitKey(
    request: FastifyRequest,
    apikey: string | undefined,
    scope: ApiScope,
    module: string,
  ): Promise<boolean> {
    if (apikey === undefined || apikey.trim() === '') return false;
    const dot = apikey.indexOf('.');
    if (dot <= 0) throw refuse(MESSAGES.apiKey);
    try {
      await app.apiKeys.admit(request, apikey.slice(0, dot).trim(), apikey.slice(dot + 1).trim(), scope);
      return true;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 429) throw refuse(MESSAGES.rateLimit);
      if (err.statusCode === 403)
        throw refuse(
          `Error! This API key has no access to the ${module} module (it needs the ${scope} permission)`,
        );
      throw refuse(MESSAGES.apiKey);
    }
  }

  app.get(
    '/:chain/etherscan/api',
    {
      schema: {
        tags: ['etherscan'],
        operationId: 'getEtherscanApi',
        description: `The Etherscan-compatible API over the indexed data: module ${MODULE_NAMES.join(', ')}; actions ${ACTION_NAMES.join(', ')}; answers {status, message, result} (proxy: JSON-RPC), errors in Etherscan's English with HTTP 200`,
        params: Params,
        querystring: Query,
        response: { 200: AnswerSchema },
      },
    },
    async (request): Promise<Answer> => {
      const { chain } = request.params;
      const q = flat(request.query as Record<string, unknown>);
      try {
        if (q.chainid !== undefined && q.chainid.trim() !== String(chainIdOf(chain)))
          throw refuse(MESSAGES.chainId);
        const module = q.module?.trim() ?? '';
        if (!isModule(module)) throw refuse(MESSAGES.module);
        const act = actionOf(module, q.action?.trim() ?? '');
        if (!act) throw refuse(MESSAGES.action);
        const keyed = await admitKey(request, q.apikey, act.scope, module);
        const parsed = act.params.safeParse(q);
        if (!parsed.success) {
          const message = firstIssue(parsed.error);
          throw new Refusal(act.rpc ? rpcError(-32602, message) : notOk(message));
        }
        return await act.run({ app, chain, window: keyed ? KEY_WINDOW : GUEST_WINDOW, node }, parsed.data);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        if (!err.served) await app.apiKeys.refund(request);
        return err.answer;
      }
    },
  );
};

export default etherscanRoutes;
