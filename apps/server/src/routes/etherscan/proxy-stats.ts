/** The proxy module (forwarded to the chain's node as JSON-RPC) and the stats module. */
import { z } from 'zod';
import { action } from './action';
import type { Ctx } from './context';
import { MESSAGES, refuse, rpc, rpcError, txhash, type Answer } from './shapes';

/** a block tag of the proxy module: a hex number or one of the named tags */
const blockTag = z
  .string({ error: 'invalid argument 0: missing block tag' })
  .trim()
  .regex(
    /^(0x[0-9a-fA-F]{1,16}|latest|earliest|pending|safe|finalized)$/,
    'invalid argument 0: hex string without 0x prefix or an unknown block tag',
  );

/** the node's answer as the proxy module gives it (JSON-RPC), or a JSON-RPC error when no node answered */
async function forward(ctx: Ctx, method: string, params: unknown[]): Promise<Answer> {
  const answer = await ctx.node.call(ctx.chain, method, params);
  if (answer === null) return rpcError(-32000, MESSAGES.noNode);
  if (answer.error)
    return rpcError(
      typeof answer.error.code === 'number' ? answer.error.code : -32000,
      String(answer.error.message ?? 'error'),
    );
  return rpc(answer.result);
}

const SUPPLY_UNKNOWN = 'Error! The total supply of this chain is not known to this explorer';

export const proxy = {
  eth_blockNumber: action({
    scope: 'transactions:read',
    rpc: true,
    params: z.object({}),
    run: (ctx) => forward(ctx, 'eth_blockNumber', []),
  }),
  eth_getBlockByNumber: action({
    scope: 'transactions:read',
    rpc: true,
    params: z.object({
      tag: blockTag,
      boolean: z
        .enum(['true', 'false'], { error: 'invalid argument 1: boolean true or false' })
        .default('false'),
    }),
    run: (ctx, p) => forward(ctx, 'eth_getBlockByNumber', [p.tag, p.boolean === 'true']),
  }),
  eth_getTransactionByHash: action({
    scope: 'transactions:read',
    rpc: true,
    params: z.object({ txhash }),
    run: (ctx, p) => forward(ctx, 'eth_getTransactionByHash', [p.txhash]),
  }),
  eth_getTransactionReceipt: action({
    scope: 'transactions:read',
    rpc: true,
    params: z.object({ txhash }),
    run: (ctx, p) => forward(ctx, 'eth_getTransactionReceipt', [p.txhash]),
  }),
};

export const stats = {
  ethsupply: action({
    scope: 'stats:read',
    params: z.object({}),
    async run() {
      throw refuse(SUPPLY_UNKNOWN);
    },
  }),
  bnbsupply: action({
    scope: 'stats:read',
    params: z.object({}),
    async run() {
      throw refuse(SUPPLY_UNKNOWN);
    },
  }),
};
