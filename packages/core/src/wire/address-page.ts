/**
 * The address page's answers (/api/no-auth/addresses/{address}, …/transactions; v1 alike): a
 * summary from the address index and the chain, and keyset pages of the transactions touching the
 * address. Amounts are base units as decimal strings.
 */
import { z } from 'zod';

const seen = z.object({ height: z.number().int(), time: z.number().int() }).nullable();

export const AddressTokenInfoSchema = z.object({
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  contract_type: z.string(),
  total_supply: z.string().nullable(),
});

export const SolTokenAccountSchema = z.object({
  account: z.string(),
  mint: z.string(),
  /** base units, as of the newest indexed transaction that touched the account */
  amount: z.string(),
  decimals: z.number().int(),
  /** the slot of that transaction */
  as_of: z.number().int(),
});

export const AddressUtxoSchema = z.object({ txid: z.string(), vout: z.number().int(), value: z.string(), block_height: z.number().int() });

export const AddressSummarySchema = z.object({
  chain: z.string(),
  address: z.string(),
  family: z.enum(['evm', 'btc', 'sol']),
  /** native balance in base units; null when it could not be read (balance_source says why) */
  balance: z.string().nullable(),
  /** node: read live from the chain's node; utxo: Σ unspent outputs stored; unavailable: the node did not answer */
  balance_source: z.enum(['node', 'utxo', 'unavailable']),
  tx_count: z.number().int(),
  first_seen: seen,
  last_seen: seen,
  evm: z.object({ is_contract: z.boolean(), token: AddressTokenInfoSchema.nullable(), creator: z.string().nullable(), creation_tx: z.string().nullable() }).optional(),
  btc: z.object({ utxo_count: z.number().int(), utxos: z.array(AddressUtxoSchema), utxos_truncated: z.boolean() }).optional(),
  sol: z.object({ token_accounts: z.array(SolTokenAccountSchema) }).optional(),
});
export type AddressSummary = z.infer<typeof AddressSummarySchema>;

export const AddressTokenTransferSchema = z.object({
  log_index: z.number().int(),
  token: z.string(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  amount: z.string(),
});

export const SolTokenChangeSchema = z.object({ mint: z.string(), change: z.string(), decimals: z.number().int() });

export const AddressTransactionSchema = z.object({
  hash: z.string(),
  block_height: z.number().int(),
  tx_index: z.number().int(),
  timestamp: z.number().int(),
  /** out: the address sends (EVM: it is `from`; btc/sol: its native balance went down), in: it receives, self: both or neither */
  direction: z.enum(['in', 'out', 'self']),
  /** the other side: EVM to/from (or the created contract), btc the first other output/input address, sol the first other transfer party or the signer */
  counterparty: z.string().nullable(),
  /** EVM: the native value the transaction sends; btc and sol: the address's net native change (signed) */
  value: z.string(),
  fee: z.string(),
  /** 1 success, 2 failed */
  status: z.number().int(),
  token_transfers: z.array(AddressTokenTransferSchema).optional(),
  token_changes: z.array(SolTokenChangeSchema).optional(),
});
export type AddressTransaction = z.infer<typeof AddressTransactionSchema>;

export const AddressTransactionPageSchema = z.object({
  transactions: z.array(AddressTransactionSchema),
  /** pass as `cursor` for the next (older) page; null on the last page */
  next_cursor: z.string().nullable(),
  limit: z.number().int(),
});
export type AddressTransactionPage = z.infer<typeof AddressTransactionPageSchema>;
