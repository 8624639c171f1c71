/** A block's 80-byte header (version, previous hash, merkle root, time, bits, nonce; little-endian, hashes in internal order) from the stored fields. */
import { hex } from '@scure/base';
import type { BtcBlockHeaderExtra } from '../block-extra';

const reversed = (displayHex: string) => hex.decode(displayHex).reverse();

export function blockHeaderHex(parentHash: string, extra: Pick<BtcBlockHeaderExtra, 'version' | 'merkle_root' | 'bits' | 'nonce'>, timestamp: number): string {
  const header = new Uint8Array(80);
  const view = new DataView(header.buffer);
  view.setInt32(0, extra.version, true);
  header.set(reversed(parentHash), 4);
  header.set(reversed(extra.merkle_root), 36);
  view.setUint32(68, timestamp, true);
  view.setUint32(72, Number.parseInt(extra.bits, 16), true);
  view.setUint32(76, extra.nonce, true);
  return hex.encode(header);
}
