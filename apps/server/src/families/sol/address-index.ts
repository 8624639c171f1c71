/**
 * Solana facts of an address page: the page's transactions with their stored detail (keys,
 * balances, token balances: the address's SOL and token changes are read from it) and transfer
 * events, and the address's token accounts as the newest indexed transactions left them.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { b58, detailText, type StoredDetailColumns } from './columns';
import { keyArrays } from '../../plugins/app/address-index/keys';

export interface SolAddressTxRow {
  block_height: number;
  tx_index: number;
  signature: string;
  timestamp: number;
  fee: string;
  status: number;
  signer: string;
  /** the detail as packed JSON (columns.ts detailText), null for a compact vote */
  detail: string | null;
}

export interface SolAddressEventRow {
  block_height: number;
  tx_index: number;
  from_address: string;
  to_address: string;
}

export function createSolAddressReads(db: Kysely<DB>) {
  return {
    async transactions(chain: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<SolAddressTxRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const key = chainKey(chain);
      const { rows } = await sql<SolAddressTxRow>`
        SELECT t.block_height, t.tx_index, t.signature, b.timestamp, t.fee::text AS fee, t.status, t.signer, t.detail, t.detail_z, t.keys
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        JOIN sol_transactions t ON t.chain = ${key} AND t.block_height = k.h AND t.tx_index = k.i
        JOIN blocks b ON b.chain = ${key} AND b.height = k.h`.execute(db);
      return rows.map((r) => {
        const signature = b58(r.signature);
        const signer = b58(r.signer);
        const { keys, detail_z, ...row } = r as SolAddressTxRow & StoredDetailColumns;
        return { ...row, block_height: Number(r.block_height), timestamp: Number(r.timestamp), signature, signer, detail: detailText({ detail: r.detail, detail_z, keys }, signature, signer) };
      });
    },

    async events(chain: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<SolAddressEventRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const { rows } = await sql<SolAddressEventRow>`
        SELECT e.block_height, e.tx_index, e.from_address, e.to_address
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        JOIN sol_events e ON e.chain = ${chainKey(chain)} AND e.block_height = k.h AND e.tx_index = k.i
        ORDER BY e.block_height, e.tx_index, e.event_index`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height), from_address: b58(r.from_address), to_address: b58(r.to_address) }));
    },
  };
}
