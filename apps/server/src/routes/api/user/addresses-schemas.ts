/** Bodies, paths and answers of /api/user/addresses (spec part 1 §2.6, §3, §5). */
import { CHAIN_IDS, checkAddress } from '@explorer/core';
import { z } from 'zod';
import { wholeMessage } from '../../../errors';
import { ADDRESS_TYPES } from '../../../plugins/app/addresses-repository';

export const ADDRESS_INCOMPLETE = wholeMessage('请填写完整的地址信息');
export const ADDRESS_DUPLICATE = '该地址已在您的地址列表中';
export const ADDRESS_NOT_FOUND = '地址不存在';
const LABEL_MAX = 100;

export const anyChain = z.enum(CHAIN_IDS, { error: `不支持的链，可选: ${CHAIN_IDS.join(', ')}` }).describe('chain id');

const label = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(LABEL_MAX, `标签不能超过${LABEL_MAX}个字符`);

export const CreateAddressBody = z
  .object({
    address: z.string({ error: ADDRESS_INCOMPLETE }).trim().min(1, ADDRESS_INCOMPLETE).max(128, ADDRESS_INCOMPLETE),
    label: label(ADDRESS_INCOMPLETE),
    type: z.enum(ADDRESS_TYPES, { error: `地址类型可选: ${ADDRESS_TYPES.join(', ')}` }).default('wallet'),
    chain: anyChain.default('eth'),
  })
  .transform((body, ctx) => {
    const check = checkAddress(body.chain, body.address);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: check.message });
      return z.NEVER;
    }
    return { ...body, address: check.address };
  });

export const UpdateAddressBody = z.object({ label: label('标签不能为空') });

export const AddressIdPath = z.object({
  addressId: z
    .string()
    .regex(/^\d{1,15}$/, '地址ID必须是正整数')
    .transform(Number),
});

export const ListAddressesQuery = z.object({ chain: anyChain.optional() });

export const SavedAddressSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  label: z.string(),
  type: z.enum(ADDRESS_TYPES),
  created_at: z.string(),
});

export const SavedAddressListItem = SavedAddressSchema.extend({
  balance: z.string().nullable().describe('native balance in base units (wei); null when the node could not be asked'),
  transaction_count: z.number().int().describe('indexed transactions sent or received'),
});
