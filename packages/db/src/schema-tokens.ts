/**
 * Kysely table types of the token balances kept at ingest (migration 032): holders per token, items
 * (ERC-721 owners, ERC-1155 balances per id), per-token figures, and the backfill cursor of a
 * database indexed before the balances existed. chain is the SMALLINT key; token and holder BYTEA.
 */
import type { Bytea, Json, Numeric } from './schema-columns';

export interface TokenHoldersTable {
  chain: number;
  token: Bytea;
  holder: Bytea;
  balance: Numeric;
}

export interface TokenItemsTable {
  chain: number;
  token: Bytea;
  token_id: Numeric;
  holder: Bytea;
  balance: Numeric;
}

export interface TokenStatsTable {
  chain: number;
  token: Bytea;
  /** 1 erc20, 2 erc721, 3 erc1155 */
  standard: number;
  holders: number;
  minted: Numeric;
  burned: Numeric;
  transfers: number;
  balances_exact: boolean | null;
  checked_height: number | null;
  mismatch: Json<TokenBalanceMismatch | null> | null;
}

/** the first holder whose sampled balanceOf disagreed with the indexed balance */
export interface TokenBalanceMismatch {
  holder: string;
  tokenId: string | null;
  indexed: string;
  onChain: string;
  height: number;
}

export interface TokenBalanceBackfillTable {
  chain: number;
  next_height: number;
  below: number;
}
