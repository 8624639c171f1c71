/** The account module: balances, transaction, internal-call and token lists, mined blocks. */
import { z } from 'zod';
import type { EtherscanCallRow } from '../../families/evm/etherscan-repository';
import { hexParam } from '../../families/evm/tx-rows';
import { action, confirmationsOf, rangeOf, repo } from './action';
import { internalRow, txRow } from './list-rows';
import { tokenAction } from './token-actions';
import { address, list, listParams, MESSAGES, ok, optionalInt, refuse, txhash } from './shapes';
import { pageOf, walkActivity } from './walk';

export const account = {
  balance: action({
    scope: 'addresses:read',
    params: z.object({
      address,
      tag: z.enum(['latest', 'pending'], { error: 'Error! Invalid tag, latest only' }).default('latest'),
    }),
    async run(ctx, p) {
      const [balance] = await ctx.app.balances.balances(ctx.chain, [p.address]);
      if (balance === null || balance === undefined) throw refuse(MESSAGES.noNode);
      return ok(balance.toString());
    },
  }),
  balancemulti: action({
    scope: 'addresses:read',
    params: z.object({
      address: z
        .string({ error: MESSAGES.address })
        .transform((s) => s.split(','))
        .pipe(z.array(address).min(1, MESSAGES.address).max(20, 'Error! Maximum of 20 addresses a query')),
      tag: z.enum(['latest', 'pending'], { error: 'Error! Invalid tag, latest only' }).default('latest'),
    }),
    async run(ctx, p) {
      const balances = await ctx.app.balances.balances(ctx.chain, p.address);
      if (balances.some((b) => b === null)) throw refuse(MESSAGES.noNode);
      return ok(p.address.map((account, i) => ({ account, balance: balances[i]!.toString() })));
    },
  }),
  txlist: action({
    scope: 'addresses:read',
    params: z.object({ address, ...listParams }),
    async run(ctx, p) {
      const win = pageOf(p, ctx.window);
      const range = rangeOf(p);
      const rows = await walkActivity(ctx, hexParam(p.address)!, range, win.need, async (keys) =>
        (await repo(ctx).transactions(ctx.chain, keys)).filter(
          (t) => t.from_addr === p.address || t.to_addr === p.address || t.contract_address === p.address,
        ),
      );
      const page = rows.slice(win.skip, win.need);
      const confirmations = await confirmationsOf(ctx);
      return list(page.map((t) => txRow(t, confirmations)));
    },
  }),
  txlistinternal: action({
    scope: 'addresses:read',
    params: z.object({ address: address.optional(), txhash: txhash.optional(), ...listParams }),
    async run(ctx, p) {
      const win = pageOf(p, ctx.window);
      const range = rangeOf(p);
      let calls: EtherscanCallRow[];
      if (p.txhash !== undefined) {
        const tx = await repo(ctx).byHash(ctx.chain, p.txhash);
        calls = tx ? (await repo(ctx).internalCallsOfTx(ctx.chain, tx)).slice(win.skip, win.need) : [];
      } else if (p.address !== undefined) {
        calls = await repo(ctx).internalCallsOf(
          ctx.chain,
          hexParam(p.address)!,
          range,
          win.skip,
          win.need - win.skip,
        );
      } else {
        calls = await repo(ctx).internalCallsInRange(ctx.chain, range, win.skip, win.need - win.skip);
      }
      return list(calls.map(internalRow));
    },
  }),
  tokentx: tokenAction('erc20'),
  tokennfttx: tokenAction('erc721'),
  token1155tx: tokenAction('erc1155'),
  getminedblocks: action({
    scope: 'addresses:read',
    params: z.object({
      address,
      blocktype: z
        .enum(['blocks', 'uncles'], { error: 'Error! Invalid blocktype, blocks or uncles' })
        .default('blocks'),
      page: optionalInt('page'),
      offset: optionalInt('offset'),
    }),
    async run(ctx, p) {
      const win = pageOf(p, ctx.window);
      // no uncles since the merge (and none on BNB Smart Chain): an empty list
      if (p.blocktype === 'uncles') return list([]);
      const blocks = await repo(ctx).minedBlocks(ctx.chain, p.address, win.skip, win.need - win.skip);
      return list(
        blocks.map((b) => ({
          blockNumber: String(b.height),
          timeStamp: String(b.timestamp),
          blockReward: b.miner_tip,
        })),
      );
    },
  }),
};
