/**
 * A wallet named by an extended public key or output descriptor (issue 27; Bitcoin): the addresses
 * the index has seen on its receive and change branches up to the gap limit, its balance and
 * unspent outputs, and its transactions — one row per transaction with the wallet's net change, not
 * one per address. Amounts are base units as decimal strings.
 */
import { z } from 'zod';

const amount = z.string().regex(/^-?\d+$/);

export const WalletAddressSchema = z.object({ branch: z.number().int(), index: z.number().int(), address: z.string() });
export const WalletBranchSchema = z.object({
  branch: z.number().int(),
  /** addresses of the branch the index has seen */
  used: z.number().int(),
  /** the first index after the last used one (the next address to hand out) */
  next_index: z.number().int(),
  next_address: z.string(),
  /** the walk stopped at the derivation cap before the gap limit was reached */
  truncated: z.boolean(),
});
export const WalletUtxoSchema = z.object({ txid: z.string(), vout: z.number().int(), value: amount, block_height: z.number().int(), address: z.string().nullable() });
export const WalletTxSchema = z.object({
  hash: z.string(),
  block_height: z.number().int(),
  timestamp: z.number().int(),
  received: amount,
  sent: amount,
  /** received − sent: what the transaction changed in the wallet */
  net: amount,
  fee: amount,
});

export const WalletSchema = z.object({
  chain: z.string(),
  /** pkh, sh-wpkh, wpkh or tr */
  script: z.string(),
  gap: z.number().int(),
  /** addresses derived to find the used ones */
  derived: z.number().int(),
  branches: z.array(WalletBranchSchema),
  addresses: z.array(WalletAddressSchema),
  balance: amount,
  utxo_count: z.number().int(),
  utxos: z.array(WalletUtxoSchema),
  utxos_truncated: z.boolean(),
  transactions: z.array(WalletTxSchema),
  next_cursor: z.string().nullable(),
  limit: z.number().int(),
});
export type Wallet = z.infer<typeof WalletSchema>;
export type WalletTx = z.infer<typeof WalletTxSchema>;
