/** tokentx, tokennfttx, token1155tx: the moves of one token standard, by the address's index rows or the token's move index. */
import { tokenMovesOf, type EvmLog, type TokenMove } from '@explorer/core';
import { z } from 'zod';
import type { EtherscanLogRow } from '../../families/evm/etherscan-repository';
import { hexParam } from '../../families/evm/tx-rows';
import { action, confirmationsOf, keyOf, rangeOf, repo } from './action';
import { txFields } from './list-rows';
import { address, list, listParams, MESSAGES } from './shapes';
import { pageOf, walkActivity, walkTokenLogs } from './walk';

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
export function tokenAction(standard: TokenMove['standard']) {
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
