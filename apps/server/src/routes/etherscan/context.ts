/** What an Etherscan action runs with: the server, the chain, the caller's window and the chain's node. */
import type { ChainId } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import type { NodeRpc } from '../../balances/node-rpc';

export interface Ctx {
  app: FastifyInstance;
  chain: ChainId;
  /** the most rows a list may reach (page × offset): 10,000 with an API key, 1,000 for a guest */
  window: number;
  node: NodeRpc;
}
