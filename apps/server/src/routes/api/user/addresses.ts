/**
 * /api/user/addresses: the signed-in user's saved addresses (create, list with balances and indexed
 * transaction counts, relabel, delete). A count is the chain family's personal read over the one
 * address (EVM: sender or recipient; Bitcoin: paid to or spent from); 0 where the family has none.
 */
import type { ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { checkChainAddress } from '../../../plugins/app/chain-address';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { Repositories } from '../../../composition';
import type { SavedAddress } from '../../../plugins/app/addresses-repository';
import { balancesOf } from '../../../balances/balance-reader';
import { familyReadsIfAny } from '../../../families';
import {
  ADDRESS_DUPLICATE,
  ADDRESS_NOT_FOUND,
  AddressIdPath,
  CreateAddressBody,
  ListAddressesQuery,
  SavedAddressListItem,
  SavedAddressSchema,
  UpdateAddressBody,
} from './addresses-schemas';

const tags = ['user'];
const toWire = (a: SavedAddress) => ({ ...a, created_at: new Date(a.created_at).toISOString() });
const transactionCounts = (repos: Repositories, rows: SavedAddress[]) =>
  Promise.all(rows.map((r) => familyReadsIfAny(r.chain as ChainId)?.personal.countTransactions(repos, r.chain, [r.address]) ?? 0));

const addresses: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addresses',
    { schema: { tags, operationId: 'createSavedAddress', description: 'Save an address', body: CreateAddressBody, response: responses(SavedAddressSchema, [400, 401, 409, 500]) } },
    async (req) => {
      const check = await checkChainAddress(app.repos, req.body.chain, req.body.address);
      if (!check.ok) throw badRequest(check.message);
      const saved = await app.repos.addresses.create(req.user!.id, { ...req.body, address: check.address });
      if (!saved) throw conflict(ADDRESS_DUPLICATE);
      return ok(toWire(saved), '地址创建成功');
    },
  );

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        operationId: 'getSavedAddresses',
        description: 'My saved addresses with native balance and indexed transaction count',
        querystring: ListAddressesQuery,
        response: responses(z.array(SavedAddressListItem), [400, 401, 500]),
      },
    },
    async (req) => {
      const rows = await app.repos.addresses.list(req.user!.id, req.query.chain);
      const [balances, counts] = await Promise.all([balancesOf(app.balances, rows.map((r) => ({ chain: r.chain as ChainId, address: r.address }))), transactionCounts(app.repos, rows)]);
      return ok(rows.map((r, i) => ({ ...toWire(r), balance: balances[i] ?? null, transaction_count: counts[i] ?? 0 })));
    },
  );

  app.put(
    '/addresses/:addressId',
    { schema: { tags, operationId: 'updateSavedAddress', description: 'Relabel a saved address', params: AddressIdPath, body: UpdateAddressBody, response: responses(SavedAddressSchema, [400, 401, 404, 500]) } },
    async (req) => {
      const saved = await app.repos.addresses.setLabel(req.user!.id, req.params.addressId, req.body.label);
      if (!saved) throw notFound(ADDRESS_NOT_FOUND);
      return ok(toWire(saved), '地址更新成功');
    },
  );

  app.delete(
    '/addresses/:addressId',
    { schema: { tags, operationId: 'deleteSavedAddress', description: 'Delete a saved address', params: AddressIdPath, response: responses(z.null(), [400, 401, 404, 500]) } },
    async (req) => {
      if (!(await app.repos.addresses.remove(req.user!.id, req.params.addressId))) throw notFound(ADDRESS_NOT_FOUND);
      return ok(null, '地址已删除');
    },
  );
};

export default addresses;
