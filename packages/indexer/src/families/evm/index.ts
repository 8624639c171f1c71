/**
 * The EVM family: JSON-RPC adapter (chains/evm, rpc/evm), the EVM tables' store (store/evm, parsed
 * results included) and the stages only EVM chains have, which live here: the token metadata
 * enricher (enrich/), the creation tracer (trace/: contracts created inside calls), the re-parse
 * loop (reparse-task.ts) and the token balances' backfill and balanceOf sampler (balances/). The parser-config engine they share with the store is chains/evm/parse.
 */
import { buildEvmBundle } from '../../chains/evm/bundle';
import { createBalanceBackfill, createBalanceSampler } from './balances';
import { createTokenEnricher } from './enrich/token-enricher';
import { createReparseTask } from './reparse-task';
import { createCreationTracer } from './trace/creation-tracer';
import { createRpcClient } from '../../rpc/client';
import { createEvmRpc } from '../../rpc/evm';
import { prepareBlock, type PreparedBlock } from '../../store/evm/prepared';
import { rollbackEvmTo } from '../../store/evm/rollback';
import { writePreparedBlocks } from '../../store/evm/write-bundles';
import type { ChainFamilyModule } from '../types';

export const evmFamily: ChainFamilyModule<PreparedBlock> = {
  family: 'evm',
  createAdapter({ chain, rpcUrl, logger, options }) {
    const rpc = createEvmRpc(createRpcClient({ url: rpcUrl, logger, timeoutMs: options?.rpcTimeoutMs }), logger);
    return {
      async checkNode(signal) {
        const id = await rpc.chainId(signal);
        if (chain.evmChainId !== undefined && id !== chain.evmChainId) logger.warn({ nodeChainId: id, expected: chain.evmChainId }, 'the node serves a different EVM chain id than the registry entry');
        return {};
      },
      head: (signal) => rpc.blockNumber(signal),
      blockHashes: (heights, signal) => rpc.blockHashes(heights, signal),
      async fetchPrepared(heights, signal) {
        const prepare = { tokenBalances: options?.tokenBalances !== false };
        return (await rpc.fetchBlocks(heights, signal)).map((r) => prepareBlock(chain.id, buildEvmBundle(r.block, r.receipts), prepare));
      },
    };
  },
  store: { write: writePreparedBlocks, rollbackTo: rollbackEvmTo },
  background: ({ database, chain, rpcUrl, logger }) => [
    createTokenEnricher({ database, chain, rpcUrl, logger: logger.child({ task: 'tokens' }) }),
    createCreationTracer({ database, chain, rpcUrl, logger: logger.child({ task: 'creations' }) }),
    createReparseTask({ database, chain, logger: logger.child({ task: 'reparse' }) }),
    createBalanceBackfill({ database, chain, logger: logger.child({ task: 'balance-backfill' }) }),
    createBalanceSampler({ database, chain, rpcUrl, logger: logger.child({ task: 'balance-sampler' }) }),
  ],
};
