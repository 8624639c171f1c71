/**
 * Paths and queries of /api/user/addresses (spec part 1 §2.6, §3, §5), and the server's messages.
 * The bodies and answers are in @explorer/core wire/addresses.ts.
 */
import { ADDRESS_INCOMPLETE_MESSAGE, AnyChainSchema } from '@explorer/core';
import { z } from 'zod';
import { wholeMessage } from '../../../http/errors';

export {
  CreateAddressBodySchema as CreateAddressBody,
  SavedAddressListItemSchema as SavedAddressListItem,
  SavedAddressSchema,
  UpdateAddressBodySchema as UpdateAddressBody,
} from '@explorer/core';

/** answered whole, without the field name in front */
export const ADDRESS_INCOMPLETE = wholeMessage(ADDRESS_INCOMPLETE_MESSAGE);
export const ADDRESS_DUPLICATE = '该地址已在您的地址列表中';
export const ADDRESS_NOT_FOUND = '地址不存在';

export const anyChain = AnyChainSchema;

export const AddressIdPath = z.object({
  addressId: z
    .string()
    .regex(/^\d{1,15}$/, '地址ID必须是正整数')
    .transform(Number),
});

export const ListAddressesQuery = z.object({ chain: anyChain.optional() });
