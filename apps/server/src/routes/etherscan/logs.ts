/** The logs module: getLogs over a bounded block range, with topic operators. */
import { z } from 'zod';
import { action, repo } from './action';
import { address, integer, list, optionalInt, refuse, txhash } from './shapes';
import { pageOf } from './walk';

/** getLogs reads the primary key over its block range: at most this many blocks a query */
export const LOG_SPAN = 10_000;
/** getLogs answers at most 1,000 records a query (Etherscan's) */
const LOG_RECORDS = 1_000;

/** the topic pairs getLogs takes an operator between */
const TOPIC_PAIRS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
] as const;

export const logs = {
  getLogs: action({
    scope: 'contracts:read',
    params: z.object({
      fromBlock: z.union([integer('fromBlock'), z.literal('latest')]).optional(),
      toBlock: z.union([integer('toBlock'), z.literal('latest')]).optional(),
      address: address.optional(),
      ...Object.fromEntries(
        [0, 1, 2, 3].map((i) => [
          `topic${i}`,
          txhash.optional().or(z.literal('').transform(() => undefined)),
        ]),
      ),
      ...Object.fromEntries(
        TOPIC_PAIRS.map(([a, b]) => [
          `topic${a}_${b}_opr`,
          z.enum(['and', 'or'], { error: `Error! Invalid topic${a}_${b}_opr, and or or` }).optional(),
        ]),
      ),
      page: optionalInt('page'),
      offset: optionalInt('offset'),
    }),
    async run(ctx, p) {
      const params = p as Record<string, unknown> & {
        fromBlock?: number | 'latest';
        toBlock?: number | 'latest';
        address?: string;
        page?: number;
        offset?: number;
      };
      const head = await repo(ctx).head(ctx.chain);
      const latest = head ?? 0;
      const from = params.fromBlock === 'latest' ? latest : (params.fromBlock ?? 0);
      const to = params.toBlock === 'latest' || params.toBlock === undefined ? latest : params.toBlock;
      if (to - from + 1 > LOG_SPAN)
        throw refuse(
          `Error! Block range too large: at most ${LOG_SPAN} blocks a query (fromBlock to toBlock)`,
        );
      const win = pageOf(params, Math.min(ctx.window, LOG_RECORDS), LOG_RECORDS);
      const filter = {
        address: params.address,
        topics: [0, 1, 2, 3].map((i) => params[`topic${i}`] as string | undefined),
        oprs: Object.fromEntries(
          TOPIC_PAIRS.map(([a, b]) => [
            `topic${a}_${b}_opr`,
            params[`topic${a}_${b}_opr`] as 'and' | 'or' | undefined,
          ]),
        ),
      };
      const logs =
        head === null || to < from
          ? []
          : await repo(ctx).logs(ctx.chain, from, to, filter, win.skip, win.need - win.skip);
      const hex = (n: number | string) => `0x${BigInt(n).toString(16)}`;
      return list(
        logs.map((l) => ({
          address: l.address,
          topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t) => t !== null),
          data: l.data,
          blockNumber: hex(l.block_height),
          blockHash: l.block_hash,
          timeStamp: hex(l.timestamp),
          gasPrice: hex(l.gas_price),
          gasUsed: hex(l.gas_used),
          logIndex: hex(l.log_index),
          transactionHash: l.tx_hash,
          transactionIndex: hex(l.tx_index),
        })),
        'No records found',
      );
    },
  }),
};
