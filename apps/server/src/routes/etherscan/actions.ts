/**
 * The Etherscan API's actions: a table of module → action → { API-key scope, parameter schema, run },
 * over the indexed data (app.repos.evm.etherscan) — the proxy module and balances ask the chain's node.
 * Lists follow Etherscan's window: page × offset ≤ the caller's window (10,000 with an API key, the
 * guest cap of 1,000 without); each list reads a bounded number of index rows (see ./walk.ts).
 */
import type { ChainId } from '@explorer/core';
import { CHAINS } from '@explorer/core';
import { z } from 'zod';
import { account } from './account';
import { action, repo, type Action } from './action';
import { logs } from './logs';
import { proxy, stats } from './proxy-stats';
import { integer, missing, ok, txhash } from './shapes';

/** module → action → its definition */
export const MODULES = {
  account,
  block: {
    getblockreward: action({
      scope: 'blocks:read',
      params: z.object({ blockno: integer('blockno') }),
      async run(ctx, p) {
        const b = await repo(ctx).block(ctx.chain, p.blockno);
        if (!b) throw missing('Error! Block number not found');
        return ok({
          blockNumber: String(b.height),
          timeStamp: String(b.timestamp),
          blockMiner: b.miner ?? '',
          blockReward: b.miner_tip,
          uncles: [],
          uncleInclusionReward: '0',
        });
      },
    }),
    getblocknobytime: action({
      scope: 'blocks:read',
      params: z.object({
        timestamp: integer('timestamp'),
        closest: z
          .enum(['before', 'after'], { error: 'Error! Invalid closest, before or after' })
          .default('before'),
      }),
      async run(ctx, p) {
        const height = await repo(ctx).blockByTime(ctx.chain, p.timestamp, p.closest);
        if (height === undefined) throw missing('Error! No closest block found');
        return ok(String(height));
      },
    }),
  },
  transaction: {
    getstatus: action({
      scope: 'transactions:read',
      params: z.object({ txhash }),
      async run(ctx, p) {
        const tx = await repo(ctx).byHash(ctx.chain, p.txhash);
        if (!tx) throw missing('Error! Transaction not found');
        return ok({
          isError: tx.status === 1 ? '0' : '1',
          errDescription: tx.status === 1 ? '' : 'Reverted',
        });
      },
    }),
    gettxreceiptstatus: action({
      scope: 'transactions:read',
      params: z.object({ txhash }),
      async run(ctx, p) {
        const tx = await repo(ctx).byHash(ctx.chain, p.txhash);
        if (!tx) throw missing('Error! Transaction not found');
        return ok({ status: tx.status === 1 ? '1' : '0' });
      },
    }),
  },
  logs,
  proxy,
  stats,
} as const satisfies Record<string, Record<string, Action<z.ZodType>>>;

export type ModuleName = keyof typeof MODULES;
export const MODULE_NAMES = Object.keys(MODULES) as ModuleName[];
export const ACTION_NAMES = [...new Set(Object.values(MODULES).flatMap((m) => Object.keys(m)))];

/** the action of a module, or undefined */
export function actionOf(module: string, name: string): Action<z.ZodType> | undefined {
  const actions = (MODULES as Record<string, Record<string, Action<z.ZodType>>>)[module];
  return actions && Object.hasOwn(actions, name) ? actions[name] : undefined;
}

export const isModule = (name: string): name is ModuleName => Object.hasOwn(MODULES, name);

/** the chain ids the chains answer to (`chainid`, Etherscan v2) */
export const chainIdOf = (chain: ChainId): number | undefined => CHAINS[chain].evmChainId;
