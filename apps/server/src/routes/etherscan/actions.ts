/**
 * The Etherscan API's actions: a table of module → action → { API-key scope, parameter schema, run },
 * over the indexed data (app.repos.evm.etherscan) — the proxy module and balances ask the chain's node.
 * Lists follow Etherscan's window: page × offset ≤ the caller's window (10,000 with an API key, the
 * guest cap of 1,000 without); each list reads a bounded number of index rows (see ./walk.ts).
 */
import type { ChainId } from '@explorer/core';
import { CHAINS, tokenMovesOf, type EvmLog, type TokenMove } from '@explorer/core';
import { z } from 'zod';
import type {
  EtherscanCallRow,
  EtherscanLogRow,
  EtherscanTxRow,
  Range,
  TxKey,
} from '../../families/evm/etherscan-repository';
import type { ApiScope } from '../../plugins/app/api-key-auth';
import { hexParam } from '../../families/evm/tx-rows';
import {
  address,
  integer,
  list,
  listParams,
  MESSAGES,
  missing,
  ok,
  optionalInt,
  refuse,
  rpc,
  rpcError,
  txhash,
  type Answer,
} from './shapes';
import type { Ctx } from './context';
import { pageOf, walkActivity, walkTokenLogs } from './walk';


interface Action<S extends z.ZodType> {
  scope: ApiScope;
  /** JSON-RPC answers (the proxy module): its refusals are JSON-RPC errors too */
  rpc?: true;
  params: S;
  run(ctx: Ctx, p: z.output<S>): Promise<Answer>;
}

const action = <S extends z.ZodType>(a: Action<S>): Action<S> => a;

const MAX_BLOCK = Number.MAX_SAFE_INTEGER;
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

const repo = (ctx: Ctx) => ctx.app.repos.evm.etherscan;
const rangeOf = (p: { startblock?: number; endblock?: number; sort: 'asc' | 'desc' }): Range => ({
  start: p.startblock ?? 0,
  end: p.endblock ?? MAX_BLOCK,
  asc: p.sort === 'asc',
});
const keyOf = (k: TxKey) => `${k.block_height}:${k.tx_index}`;

async function confirmationsOf(ctx: Ctx): Promise<(height: number) => string> {
  const head = await repo(ctx).head(ctx.chain);
  return (height) => String(head === null ? 0 : Math.max(0, head - height + 1));
}

const methodId = (input: string) => (input.length >= 10 ? input.slice(0, 10) : '0x');

/** the fields of a transaction every list row of Etherscan's carries */
function txFields(t: EtherscanTxRow, confirmations: (h: number) => string) {
  return {
    blockNumber: String(t.block_height),
    timeStamp: String(t.timestamp),
    hash: t.hash,
    nonce: String(t.nonce),
    blockHash: t.block_hash,
    transactionIndex: String(t.tx_index),
    gas: t.gas_limit,
    gasPrice: t.gas_price,
    gasUsed: t.gas_used,
    cumulativeGasUsed: t.cumulative_gas_used,
    input: t.input,
    methodId: methodId(t.input),
    functionName: '',
    confirmations: confirmations(t.block_height),
  };
}

function txRow(t: EtherscanTxRow, confirmations: (h: number) => string) {
  const f = txFields(t, confirmations);
  return {
    blockNumber: f.blockNumber,
    timeStamp: f.timeStamp,
    hash: f.hash,
    nonce: f.nonce,
    blockHash: f.blockHash,
    transactionIndex: f.transactionIndex,
    from: t.from_addr,
    to: t.to_addr ?? '',
    value: t.value,
    gas: f.gas,
    gasPrice: f.gasPrice,
    isError: t.status === 1 ? '0' : '1',
    txreceipt_status: t.status === 1 ? '1' : '0',
    input: f.input,
    contractAddress: t.contract_address ?? '',
    cumulativeGasUsed: f.cumulativeGasUsed,
    gasUsed: f.gasUsed,
    confirmations: f.confirmations,
    methodId: f.methodId,
    functionName: f.functionName,
  };
}

const INTERNAL_TYPES = ['call', 'create', 'create2', 'suicide'];

function internalRow(c: EtherscanCallRow) {
  const creates = c.kind === 2 || c.kind === 3;
  return {
    blockNumber: String(c.block_height),
    timeStamp: String(c.timestamp),
    hash: c.hash,
    from: c.from_addr,
    to: creates ? '' : c.to_addr,
    value: c.value,
    contractAddress: creates ? c.to_addr : '',
    input: '',
    type: INTERNAL_TYPES[c.kind - 1] ?? 'call',
    gas: '0',
    gasUsed: '0',
    traceId: `${c.tx_index}_${c.call_index}`,
    isError: c.error === null ? '0' : '1',
    errCode: c.error ?? '',
  };
}

const logOf = (l: EtherscanLogRow): EvmLog => ({
  blockHeight: l.block_height,
  txHash: '',
  txIndex: l.tx_index,
  logIndex: l.log_index,
  address: l.address,
  topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null),
  data: l.data,
});

interface Move extends TokenMove {
  block_height: number;
  tx_index: number;
  log_index: number;
}

/** the moves of one standard in the logs, touching `party` when given, of `token` when given */
function movesOf(
  logs: readonly EtherscanLogRow[],
  standard: TokenMove['standard'],
  party: string | undefined,
  token: string | undefined,
): Move[] {
  const out: Move[] = [];
  for (const l of logs) {
    if (token !== undefined && l.address !== token) continue;
    for (const m of tokenMovesOf(logOf(l))) {
      if (m.standard !== standard) continue;
      if (party !== undefined && m.from !== party && m.to !== party) continue;
      out.push({ ...m, block_height: l.block_height, tx_index: l.tx_index, log_index: l.log_index });
    }
  }
  return out;
}

const TokenListParams = z
  .object({ address: address.optional(), contractaddress: address.optional(), ...listParams })
  .refine((p) => p.address !== undefined || p.contractaddress !== undefined, { message: MESSAGES.address });

/** tokentx, tokennfttx, token1155tx: the moves of one standard, by the address's index rows or the token's move index */
function tokenAction(standard: TokenMove['standard']) {
  return action({
    scope: 'addresses:read',
    params: TokenListParams,
    async run(ctx, p) {
      const win = pageOf(p, ctx.window);
      const range = rangeOf(p);
      const cmp = (a: Move, b: Move) =>
        (a.block_height - b.block_height || a.log_index - b.log_index) * (range.asc ? 1 : -1);
      const moves =
        p.contractaddress !== undefined
          ? await walkTokenLogs(ctx, hexParam(p.contractaddress)!, range, win.need, (logs) =>
              movesOf(logs, standard, p.address, p.contractaddress),
            )
          : await walkActivity(ctx, hexParam(p.address!)!, range, win.need, async (keys) =>
              movesOf(await repo(ctx).tokenLogsOf(ctx.chain, keys), standard, p.address, undefined).sort(cmp),
            );
      const page = moves.slice(win.skip, win.need);
      if (page.length === 0) return list([]);
      const txKeys = [
        ...new Map(
          page.map((m) => [keyOf(m), { block_height: m.block_height, tx_index: m.tx_index }]),
        ).values(),
      ];
      const [txs, facts, confirmations] = await Promise.all([
        repo(ctx).transactions(ctx.chain, txKeys),
        repo(ctx).tokenFacts(ctx.chain, [...new Set(page.map((m) => m.token))]),
        confirmationsOf(ctx),
      ]);
      const txBy = new Map(txs.map((t) => [keyOf(t), t]));
      const factBy = new Map(facts.map((f) => [f.address, f]));
      return list(
        page.flatMap((m): Record<string, string>[] => {
          const t = txBy.get(keyOf(m));
          if (!t) return [];
          const f = txFields(t, confirmations);
          const fact = factBy.get(m.token);
          const token = { tokenName: fact?.name ?? '', tokenSymbol: fact?.symbol ?? '' };
          const common = {
            blockNumber: f.blockNumber,
            timeStamp: f.timeStamp,
            hash: f.hash,
            nonce: f.nonce,
            blockHash: f.blockHash,
          };
          const gas = {
            transactionIndex: f.transactionIndex,
            gas: f.gas,
            gasPrice: f.gasPrice,
            gasUsed: f.gasUsed,
            cumulativeGasUsed: f.cumulativeGasUsed,
            input: 'deprecated',
          };
          const tail = { methodId: f.methodId, functionName: f.functionName, confirmations: f.confirmations };
          if (standard === 'erc20')
            return [
              {
                ...common,
                from: m.from,
                contractAddress: m.token,
                to: m.to,
                value: m.amount.toString(),
                ...token,
                tokenDecimal: fact?.decimals?.toString() ?? '',
                ...gas,
                ...tail,
              },
            ];
          if (standard === 'erc721')
            return [
              {
                ...common,
                from: m.from,
                contractAddress: m.token,
                to: m.to,
                tokenID: m.tokenId!.toString(),
                ...token,
                tokenDecimal: '0',
                ...gas,
                ...tail,
              },
            ];
          return [
            {
              ...common,
              ...gas,
              ...tail,
              contractAddress: m.token,
              from: m.from,
              to: m.to,
              tokenID: m.tokenId!.toString(),
              tokenValue: m.amount.toString(),
              ...token,
            },
          ];
        }),
      );
    },
  });
}

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

/** module → action → its definition */
export const MODULES = {
  account: {
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
  },
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
  logs: {
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
  },
  proxy: {
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
  },
  stats: {
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
  },
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
