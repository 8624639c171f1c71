/**
 * The Bitcoin family: Bitcoin Core JSON-RPC (rpc/btc) read into the model (chains/btc), the btc
 * tables' store (store/btc). The node's network (getblockchaininfo) decides address prefixes and
 * the subsidy schedule; a block whose input values the node cannot give is refused, never stored
 * with invented fees.
 */
import { buildBtcBundle, btcNetwork, readCoreBlock, type BtcNetwork } from '../chains/btc';
import { createRpcClient } from '../rpc/client';
import { createBtcRpc } from '../rpc/btc';
import { NodeCapabilityError } from '../rpc/errors';
import { prepareBtcBlock, rollbackBtcTo, writeBtcBlocks, type PreparedBtcBlock } from '../store/btc';
import type { ChainFamilyModule } from './types';

export const btcFamily: ChainFamilyModule<PreparedBtcBlock> = {
  family: 'btc',
  createAdapter({ chain, rpcUrl, logger, options }) {
    const rpc = createBtcRpc(createRpcClient({ url: rpcUrl, logger, transport: 'plain', timeoutMs: options?.rpcTimeoutMs }), logger);
    let network: Promise<BtcNetwork> | null = null;
    const nodeNetwork = (signal?: AbortSignal) => {
      network ??= rpc.network(signal).then(btcNetwork);
      network.catch(() => (network = null));
      return network;
    };
    return {
      async checkNode(signal) {
        const n = await nodeNetwork(signal);
        logger.info({ chain: chain.id, network: n.name }, 'Bitcoin node network');
        return { network: n.name };
      },
      head: (signal) => rpc.blockCount(signal),
      blockHashes: (heights, signal) => rpc.blockHashes(heights, signal),
      async fetchPrepared(heights, signal) {
        const n = await nodeNetwork(signal);
        return (await rpc.fetchBlocks(heights, signal)).map(({ block, prevouts }) => {
          const bundle = buildBtcBundle(readCoreBlock(block, prevouts), n);
          if (bundle.block.fees === null) {
            throw new NodeCapabilityError('getblock', `block ${bundle.block.height}: the node gave no value for some inputs (run Bitcoin Core ≥ 23 unpruned, or with -txindex)`);
          }
          return prepareBtcBlock(chain.id, bundle);
        });
      },
    };
  },
  store: { write: writeBtcBlocks, rollbackTo: rollbackBtcTo },
};
