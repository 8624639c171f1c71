/**
 * Base58 (Bitcoin alphabet) for keys, hashes, signatures and instruction data: the byte-wise
 * carry algorithm on a fixed buffer, several times faster than a general radix converter on the
 * 64-byte signatures and ~150-byte vote data a mainnet-shaped block is full of.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const size = (((bytes.length - zeros) * 138) / 100 + 1) | 0;
  const b58 = new Uint8Array(size);
  let length = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    let j = 0;
    for (let k = size - 1; (carry !== 0 || j < length) && k >= 0; k--, j++) {
      carry += 256 * b58[k]!;
      b58[k] = carry % 58;
      carry = (carry / 58) | 0;
    }
    length = j;
  }
  let it = size - length;
  while (it < size && b58[it] === 0) it++;
  let out = '1'.repeat(zeros);
  for (; it < size; it++) out += ALPHABET[b58[it]!];
  return out;
}

export function decodeBase58(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const size = (((text.length - zeros) * 733) / 1000 + 1) | 0;
  const b256 = new Uint8Array(size);
  let length = 0;
  for (let i = zeros; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let carry = c < 128 ? INDEX[c]! : -1;
    if (carry < 0) throw new Error(`invalid base58 character ${JSON.stringify(text[i])}`);
    let j = 0;
    for (let k = size - 1; (carry !== 0 || j < length) && k >= 0; k--, j++) {
      carry += 58 * b256[k]!;
      b256[k] = carry % 256;
      carry = (carry / 256) | 0;
    }
    length = j;
  }
  let it = size - length;
  while (it < size && b256[it] === 0) it++;
  const out = new Uint8Array(zeros + size - it);
  out.set(b256.subarray(it), zeros);
  return out;
}

export const base58 = { encode: encodeBase58, decode: decodeBase58 };
