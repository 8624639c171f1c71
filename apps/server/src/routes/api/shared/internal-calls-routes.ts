/**
 * Internal calls on both mounts (issue 26; a key needs transactions:read for a transaction's,
 * addresses:read for an address's): the value-moving frames the indexer's tracer kept, with whether
 * the block is traced yet or the node cannot trace at all. Chains whose family keeps no internal
 * calls are not in the chain parameter's list.
 */
import { AddressInternalCallPageSchema, TxInternalCallsSchema, type ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { missing } from '../../../http/pruned';
import { internalCallChain, serverFamily } from '../../../families';
import type { FamilyInternalCalls } from '../../../families/types';
import { storedHash } from '../../../wire/common';
import { AddressPath, storedAddress } from './address-page';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { KeysetPageQuery } from './schemas';
import { TX_NOT_FOUND } from './transactions';

const callsOf = (chain: ChainId): FamilyInternalCalls => serverFamily(chain).internalCalls!;
const TxPath = z.object({ chain: internalCallChain, hash: z.string().trim().min(1, '交易哈希不能为空').max(128, '交易哈希过长').describe('the transaction’s hash') });

export const internalCallRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/transactions/internal-calls/:chain/:hash',
      {
        config: routeConfig(m, 'transactions:read'),
        schema: {
          tags: tagsOf(m, 'transactions'),
          operationId: operationId(m, 'getTransactionInternalCalls'),
          description:
            'A transaction’s internal calls that moved value (CALL with value, CREATE/CREATE2 with value, SELFDESTRUCT), in execution order, from the node’s block traces; state says whether the block is traced yet or the node serves no trace method',
          params: TxPath,
          response: responses(TxInternalCallsSchema, errorsOf(m, 404, 410)),
        },
      },
      async (req) => {
        const { chain } = req.params;
        const found = await callsOf(chain).ofTransaction(app.repos, chain, storedHash(chain, req.params.hash, '交易哈希'));
        if (!found) throw await missing(app.repos, chain, TX_NOT_FOUND);
        return ok(found);
      },
    );

    app.get(
      '/addresses/:address/internal-calls',
      {
        config: routeConfig(m, 'addresses:read'),
        schema: {
          tags: tagsOf(m, 'addresses'),
          operationId: operationId(m, 'getAddressInternalCalls'),
          description: 'The internal calls that moved value from or to an address, newest first (keyset pages); state and traced_height say how far the tracer has come',
          params: AddressPath,
          querystring: KeysetPageQuery.extend({ chain: internalCallChain }),
          response: responses(AddressInternalCallPageSchema, m.errors),
        },
      },
      async (req) => {
        const { chain } = req.query;
        const address = await storedAddress(app, chain, req.params.address);
        return ok(await callsOf(chain).ofAddress(app.repos, chain, address, req.query.cursor, req.query.limit));
      },
    );
  };
