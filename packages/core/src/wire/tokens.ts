/**
 * The token page and an address's token balances (issue 26), from the balances the indexer keeps at
 * ingest: amounts are base units as decimal strings (format with the token's decimals); shares of
 * the indexed supply are percentages as decimal strings (bigint math, 4 decimals). Lists are keyset
 * pages: pass next_cursor as cursor.
 */
import { z } from 'zod';

export const TOKEN_STANDARDS = ['erc20', 'erc721', 'erc1155'] as const;
export const TokenStandardSchema = z.enum(TOKEN_STANDARDS);
export type TokenStandardName = z.infer<typeof TokenStandardSchema>;

const amount = z.string().regex(/^-?\d+$/);

export const TokenBalanceStateSchema = z.object({
  /** null: not compared yet (or balanceOf is not an ERC-20 read); false: a sampled balanceOf disagreed */
  exact: z.boolean().nullable(),
  checked_height: z.number().int().nullable(),
  mismatch: z.object({ holder: z.string(), token_id: z.string().nullable(), indexed: amount, on_chain: amount, height: z.number().int() }).nullable(),
  /** the lowest block whose transfers the balances count (the chain's first indexed block); 0: from genesis */
  counted_from: z.number().int().nullable(),
  /** blocks stored before balances were kept, still being counted: [next_height, below) */
  backfill: z.object({ next_height: z.number().int(), below: z.number().int() }).nullable(),
});

export const TokenSummarySchema = z.object({
  chain: z.string(),
  address: z.string(),
  standard: TokenStandardSchema,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  /** totalSupply() as the node answered it to the token probe (null: not read, or the token has none) */
  total_supply: amount.nullable(),
  /** minted − burned: the supply the indexed transfers make */
  indexed_supply: amount,
  minted: amount,
  burned: amount,
  holders: z.number().int(),
  transfers: z.number().int(),
  balances: TokenBalanceStateSchema,
});
export type TokenSummary = z.infer<typeof TokenSummarySchema>;

export const TokenHolderSchema = z.object({
  holder: z.string(),
  balance: amount,
  /** percent of the indexed supply, 4 decimals (null when the indexed supply is not positive) */
  share: z.string().nullable(),
});
export const TokenHolderPageSchema = z.object({ holders: z.array(TokenHolderSchema), next_cursor: z.string().nullable(), limit: z.number().int() });
export type TokenHolder = z.infer<typeof TokenHolderSchema>;
export type TokenHolderPage = z.infer<typeof TokenHolderPageSchema>;

export const TokenTransferSchema = z.object({
  tx_hash: z.string(),
  block_height: z.number().int(),
  log_index: z.number().int(),
  timestamp: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** ERC-721 / ERC-1155 item; null for ERC-20 */
  token_id: z.string().nullable(),
  amount,
});
export const TokenTransferPageSchema = z.object({ transfers: z.array(TokenTransferSchema), next_cursor: z.string().nullable(), limit: z.number().int() });
export type TokenTransferWire = z.infer<typeof TokenTransferSchema>;
export type TokenTransferPage = z.infer<typeof TokenTransferPageSchema>;

export const TokenItemSchema = z.object({ token_id: z.string(), holder: z.string(), balance: amount });
export const TokenInventoryPageSchema = z.object({ items: z.array(TokenItemSchema), next_cursor: z.string().nullable(), limit: z.number().int() });
export type TokenItem = z.infer<typeof TokenItemSchema>;
export type TokenInventoryPage = z.infer<typeof TokenInventoryPageSchema>;

export const AddressTokenSchema = z.object({
  token: z.string(),
  standard: TokenStandardSchema,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  /** ERC-20 the amount; ERC-721 the items held; ERC-1155 the sum over ids */
  balance: amount,
  /** the token's balances may differ from the chain (see TokenBalanceState.exact) */
  exact: z.boolean().nullable(),
});
export const AddressTokenPageSchema = z.object({ tokens: z.array(AddressTokenSchema), next_cursor: z.string().nullable(), limit: z.number().int() });
export type AddressToken = z.infer<typeof AddressTokenSchema>;
export type AddressTokenPage = z.infer<typeof AddressTokenPageSchema>;
