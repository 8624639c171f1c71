/**
 * The address page's routes on both mounts (mount.ts; a key needs addresses:read; the CSV holds at
 * most the mount's row cap): the summary, keyset pages of transactions and the CSV.
 */
import { AddressSummarySchema, AddressTransactionPageSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../http/csv';
import { ok, responses } from '../../../http/envelope';
import { csvResponses } from './csv';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import {
  ADDRESS_CSV_HEADER,
  addressCsvRows,
  AddressPath,
  AddressQuery,
  addressSummary,
  addressTransactions,
  AddressTxQuery,
  csvFilename,
  storedAddress,
} from './address-page';

export const addressRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const config = routeConfig(m, 'addresses:read');
    const tags = tagsOf(m, 'addresses');
    app.get(
      '/addresses/:address',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getAddress'),
          description: 'An address: balance (live from the node for EVM and Solana, Σ unspent outputs for Bitcoin), transaction count, first and last seen, family extras',
          params: AddressPath,
          querystring: AddressQuery,
          response: responses(AddressSummarySchema, m.errors),
        },
      },
      async (req) => ok(await addressSummary(app, req.query.chain, req.params.address)),
    );
    app.get(
      '/addresses/:address/transactions',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getAddressTransactions'),
          description: 'Transactions touching an address, newest first, keyset-paginated (pass next_cursor as cursor)',
          params: AddressPath,
          querystring: AddressTxQuery,
          response: responses(AddressTransactionPageSchema, m.errors),
        },
      },
      async (req) => ok(await addressTransactions(app, req.query, req.params.address)),
    );
    app.get(
      '/addresses/:address/transactions.csv',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getAddressTransactionsCsv'),
          description: `An address's transactions as CSV, newest first (at most ${m.limits.csvRows} rows; amounts in base units, kept as text)`,
          produces: ['text/csv'],
          params: AddressPath,
          querystring: AddressQuery,
          response: csvResponses(m.errors, ADDRESS_CSV_HEADER),
        },
      },
      async (req, reply) => {
        const address = await storedAddress(app, req.query.chain, req.params.address);
        reply.header('x-row-cap', String(m.limits.csvRows));
        await sendCsv(reply, csvFilename(req.query.chain, address), ADDRESS_CSV_HEADER, addressCsvRows(app, req.query.chain, address, m.limits.csvRows));
        return reply;
      },
    );
  };
