/**
 * GET /api/user/alerts: the signed-in user's address alerts (activity of their saved addresses found
 * in newly indexed blocks), newest first. Amounts are base units as decimal strings; `token` is null
 * for the chain's own coin, else the token contract (EVM) or mint (sol) with what the explorer knows
 * of it (symbol and decimals may be null until the token is probed).
 */
import { z } from 'zod';

export const ALERT_DIRECTIONS = ['in', 'out'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** the most alerts one call returns */
export const ALERTS_PAGE_CAP = 100;

export const AddressAlertSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  label: z.string().describe('the saved address label when the alert was found'),
  txid: z.string().describe('transaction hash, txid or signature'),
  block_height: z.number().int(),
  direction: z.enum(ALERT_DIRECTIONS).describe('in: the address received; out: it sent'),
  amount: z.string().describe('base units (wei, satoshi, lamports or token units)'),
  token: z
    .object({ address: z.string(), symbol: z.string().nullable(), decimals: z.number().int().nullable() })
    .nullable()
    .describe('null: the chain’s own coin'),
  created_at: z.string(),
  emailed: z.boolean().describe('an e-mail about it was sent'),
});
export type AddressAlert = z.infer<typeof AddressAlertSchema>;
