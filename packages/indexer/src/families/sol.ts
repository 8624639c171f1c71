/**
 * The Solana family: Solana JSON-RPC (rpc/sol) read into the model (chains/sol), the sol tables'
 * store (store/sol). Heights are slots; a skipped slot has no block, and a block links to its parent
 * slot (the registry's `skippedHeights`). The head is the cluster's confirmed slot. Vote transactions
 * are kept compact unless the deployment asks for their detail (FamilyOptions.solVoteDetail).
 */
import { readSolBlock } from '../chains/sol';
import { connectSolRpc } from '../rpc/sol';
import { prepareSolBlock, rollbackSolTo, writeSolBlocks, type PreparedSolBlock } from '../store/sol';
import type { ChainFamilyModule } from './types';

export const solFamily: ChainFamilyModule<PreparedSolBlock> = {
  family: 'sol',
  createAdapter({ chain, rpcUrl, logger, options }) {
    const rpc = connectSolRpc(rpcUrl, logger, { timeoutMs: options?.rpcTimeoutMs });
    const prepare = { voteDetail: options?.solVoteDetail === 'full' };
    return {
      async checkNode(signal) {
        logger.info({ chain: chain.id, genesisHash: await rpc.genesisHash(signal) }, 'Solana node genesis');
        return {};
      },
      head: (signal) => rpc.slot('confirmed', signal),
      blockHashes: (slots, signal) => rpc.blockhashes(slots, signal),
      async fetchPrepared(slots, signal) {
        const prepared: PreparedSolBlock[] = [];
        for (const { slot, block } of await rpc.fetchBlocks(slots, signal)) {
          if (block) prepared.push(prepareSolBlock(chain.id, readSolBlock(slot, block), prepare));
        }
        return prepared;
      },
    };
  },
  store: { write: writeSolBlocks, rollbackTo: rollbackSolTo },
};
