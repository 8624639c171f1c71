/**
 * The address page's routes, registered under /api/no-auth (guest CSV cap) and /api/v1 (scope
 * addresses:read, the signed-in cap): the summary, keyset pages of transactions and the CSV.
 */
import { AddressSummarySchema, AddressTransactionPageSchema } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../csv';
import { ok, responses } from '../../../envelope';
import { csvResponses } from './csv';
import type { AccessLimits } from './limits';
import { operationIdOf } from './operation-id';
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

export interface AddressRouteOptions {
  tags: string[];
  /** route config (the v1 scope) */
  config?: { scope: 'addresses:read' };
  errors: readonly number[];
  /** csvRows: the CSV's row cap */
  limits: AccessLimits;
}

export function registerAddressRoutes(app: FastifyInstance, o: AddressRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = o.config ?? {};
  r.get(
    '/addresses/:address',
    {
      config,
      schema: {
        tags: o.tags,
        operationId: operationIdOf('getAddress', config),
        description: 'An address: balance (live from the node for EVM and Solana, Σ unspent outputs for Bitcoin), transaction count, first and last seen, family extras',
        params: AddressPath,
        querystring: AddressQuery,
        response: responses(AddressSummarySchema, o.errors),
      },
    },
    async (req) => ok(await addressSummary(app, req.query.chain, req.params.address)),
  );
  r.get(
    '/addresses/:address/transactions',
    {
      config,
      schema: {
        tags: o.tags,
        operationId: operationIdOf('getAddressTransactions', config),
        description: 'Transactions touching an address, newest first, keyset-paginated (pass next_cursor as cursor)',
        params: AddressPath,
        querystring: AddressTxQuery,
        response: responses(AddressTransactionPageSchema, o.errors),
      },
    },
    async (req) => ok(await addressTransactions(app, req.query, req.params.address)),
  );
  r.get(
    '/addresses/:address/transactions.csv',
    {
      config,
      schema: {
        tags: o.tags,
        operationId: operationIdOf('getAddressTransactionsCsv', config),
        description: `An address's transactions as CSV, newest first (at most ${o.limits.csvRows} rows; amounts in base units, kept as text)`,
        produces: ['text/csv'],
        params: AddressPath,
        querystring: AddressQuery,
        response: csvResponses(o.errors, ADDRESS_CSV_HEADER),
      },
    },
    async (req, reply) => {
      const address = await storedAddress(app, req.query.chain, req.params.address);
      reply.header('x-row-cap', String(o.limits.csvRows));
      await sendCsv(reply, csvFilename(req.query.chain, address), ADDRESS_CSV_HEADER, addressCsvRows(app, req.query.chain, address, o.limits.csvRows));
      return reply;
    },
  );
}
