/**
 * A block hash between a family's text form (what its node prints, what its model and the sync
 * checkpoint carry) and the `blocks` table's BYTEA (migration 024): EVM '0x…' hex, Bitcoin bare hex,
 * Solana base58. The one place the generic store knows the families' hash forms; a family the
 * product does not ship (a test's own) registers its codec (registerBlockHashCodec), else takes the EVM form.
 */
import { base58, hex } from '@scure/base';
import { CHAINS, type ChainId } from '@explorer/core';
import { bytea, byteaOfBytes, type ByteaIn } from '@explorer/db';

export interface BlockHashCodec {
  /** the family's hash text → the BYTEA input text ('\x…') */
  toBytea(hash: string): ByteaIn;
  /** the BYTEA as read ('0x…') → the family's hash text */
  fromRead(stored: string): string;
}

const HEX_0X: BlockHashCodec = { toBytea: (h) => bytea(h.toLowerCase()), fromRead: (s) => s };
const BARE_HEX: BlockHashCodec = { toBytea: (h) => bytea(h.toLowerCase()), fromRead: (s) => s.slice(2) };
const BASE58: BlockHashCodec = { toBytea: (h) => byteaOfBytes(base58.decode(h)), fromRead: (s) => base58.encode(hex.decode(s.slice(2))) };

const BY_FAMILY: Record<string, BlockHashCodec> = { evm: HEX_0X, btc: BARE_HEX, sol: BASE58 };

/** a family the product does not ship: its block hashes' codec (before its chain is indexed) */
export function registerBlockHashCodec(family: string, codec: BlockHashCodec): void {
  if (family in BY_FAMILY) throw new Error(`registerBlockHashCodec: family ${family} already has one`);
  BY_FAMILY[family] = codec;
}

export function blockHashCodec(chain: ChainId): BlockHashCodec {
  return BY_FAMILY[CHAINS[chain].family] ?? HEX_0X;
}
