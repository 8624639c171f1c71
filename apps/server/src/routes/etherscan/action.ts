/** An Etherscan action's definition (API-key scope, parameter schema, run) and what the modules' actions share. */
import type { z } from 'zod';
import type { Range, TxKey } from '../../families/evm/etherscan-repository';
import type { ApiScope } from '../../plugins/app/api-key-auth';
import type { Ctx } from './context';
import type { Answer } from './shapes';

export interface Action<S extends z.ZodType> {
  scope: ApiScope;
  /** JSON-RPC answers (the proxy module): its refusals are JSON-RPC errors too */
  rpc?: true;
  params: S;
  run(ctx: Ctx, p: z.output<S>): Promise<Answer>;
}

export const action = <S extends z.ZodType>(a: Action<S>): Action<S> => a;

const MAX_BLOCK = Number.MAX_SAFE_INTEGER;

export const repo = (ctx: Ctx) => ctx.app.repos.evm.etherscan;
export const rangeOf = (p: { startblock?: number; endblock?: number; sort: 'asc' | 'desc' }): Range => ({
  start: p.startblock ?? 0,
  end: p.endblock ?? MAX_BLOCK,
  asc: p.sort === 'asc',
});
export const keyOf = (k: TxKey) => `${k.block_height}:${k.tx_index}`;

export async function confirmationsOf(ctx: Ctx): Promise<(height: number) => string> {
  const head = await repo(ctx).head(ctx.chain);
  return (height) => String(head === null ? 0 : Math.max(0, head - height + 1));
}
