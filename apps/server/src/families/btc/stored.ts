/**
 * Bitcoin's stored forms (migration 026) and the API's: an address is stored as its output script
 * (BYTEA, read '0x…'), turned back into the address on the network the chain's node reports
 * (chain_networks; mainnet while none is recorded); script types are codes; txids BYTEA.
 */
import { BTC_NETWORKS, DEFAULT_BTC_NETWORK, isBtcNetworkName, type BtcNetwork } from '@explorer/core';
import { byteaOfBytes, type ByteaIn, type DB } from '@explorer/db';
import { addressScript, scriptAddress, scriptTypeName } from '@explorer/indexer';
import type { Kysely } from 'kysely';

const KEEP_MS = 30_000;
const known = new Map<string, { network: BtcNetwork; at: number }>();

/** the chain's network (kept for a while, as the chain networks repository does) */
export async function btcNetworkOf(db: Kysely<DB>, chain: string): Promise<BtcNetwork> {
  const hit = known.get(chain);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.network;
  const row = await db.selectFrom('chain_networks').select('network').where('chain', '=', chain).executeTakeFirst();
  const network = BTC_NETWORKS[row && isBtcNetworkName(row.network) ? row.network : DEFAULT_BTC_NETWORK];
  if (row) known.set(chain, { network, at: Date.now() });
  return network;
}

/** an address (as checked) → the bytes the tables and the address index hold; null: not an address form */
export function btcAddressBytes(address: string): ByteaIn | null {
  const script = addressScript(address);
  return script ? byteaOfBytes(script) : null;
}

export const addressOfScript = scriptAddress;
export const scriptTypeOf = (code: number | string | null): string | null => (code === null ? null : scriptTypeName(Number(code)));
/** '0x…' as read → the bare hex the API shows a txid in */
export const bareHex = (hex: string): string => (hex.startsWith('0x') ? hex.slice(2) : hex);
