/** Base58 (Bitcoin alphabet) for keys, hashes, signatures and instruction data: the `bs58` package (base-x's byte-wise carry, fast on 64-byte signatures). */
import bs58 from 'bs58';

export const base58 = { encode: (bytes: Uint8Array): string => bs58.encode(bytes), decode: (text: string): Uint8Array => bs58.decode(text) };
