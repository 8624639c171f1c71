/** Bodies and answers of /api/user/addresses (spec part 1 §2.6, §3, §5). */
import { z } from 'zod';
import { CHAIN_IDS, DEFAULT_CHAIN } from '../chains';
import { ADDRESS_TYPES } from './address-types';

/** the whole message when the address or label is missing (the server answers it without a field prefix) */
export const ADDRESS_INCOMPLETE_MESSAGE = '请填写完整的地址信息';
const LABEL_MAX = 100;

export const AnyChainSchema = z.enum(CHAIN_IDS, { error: `不支持的链，可选: ${CHAIN_IDS.join(', ')}` }).describe('chain id');

const label = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(LABEL_MAX, `标签不能超过${LABEL_MAX}个字符`);

/**
 * The address's format is checked by the server against the network the chain's node reports
 * (address-format.ts checkAddress with GET /api/config's addressNetwork), not here: a schema does
 * not know the network.
 */
export const CreateAddressBodySchema = z.object({
  address: z
    .string({ error: ADDRESS_INCOMPLETE_MESSAGE })
    .trim()
    .min(1, ADDRESS_INCOMPLETE_MESSAGE)
    .max(128, ADDRESS_INCOMPLETE_MESSAGE)
    .describe('in the chain’s format on the network its node reports (btc regtest: bcrt1…, m…, n…, 2…)'),
  label: label(ADDRESS_INCOMPLETE_MESSAGE),
  type: z.enum(ADDRESS_TYPES, { error: `地址类型可选: ${ADDRESS_TYPES.join(', ')}` }).default('wallet'),
  chain: AnyChainSchema.default(DEFAULT_CHAIN),
});
export type CreateAddressBody = z.input<typeof CreateAddressBodySchema>;

export const UpdateAddressBodySchema = z.object({ label: label('标签不能为空') });
export type UpdateAddressBody = z.input<typeof UpdateAddressBodySchema>;

export const SavedAddressSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  label: z.string(),
  type: z.enum(ADDRESS_TYPES),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressListItemSchema = SavedAddressSchema.extend({
  balance: z.string().nullable().describe('native balance in base units (wei); null when the node could not be asked'),
  transaction_count: z.number().int().describe('indexed transactions sent or received'),
});
export type SavedAddressListItem = z.infer<typeof SavedAddressListItemSchema>;
