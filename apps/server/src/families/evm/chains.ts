/** The chains the EVM-only routes (receipts, parsed results, a transaction's page) serve: the registry's evm family chains whose indexer exists. */
import { CHAIN_IDS, CHAINS, type ChainId } from '@explorer/core';
import { z } from 'zod';

export const EVM_CHAINS = CHAIN_IDS.filter((id) => CHAINS[id].family === 'evm' && CHAINS[id].indexed) as [ChainId, ...ChainId[]];

export const evmChain = z.enum(EVM_CHAINS, { error: `不支持的链，可选: ${EVM_CHAINS.join(', ')}` }).describe('chain id');
