/**
 * Real Bitcoin addresses for fixtures, mainnet unless another network's prefix is given: a P2WPKH
 * (bech32, lower-case), a P2PKH or P2SH (base58check, mixed case) over a 20-byte hash of a seed.
 * The synthetic chain's addresses (btc-chain.ts) are the P2WPKH addresses of the placeholder names
 * bc1qfixture0000…0039 (the store keeps an address as its output script, so it must decode);
 * withAddresses swaps them for other forms by those names.
 */
import { createHash } from 'node:crypto';
import { bech32, createBase58check } from '@scure/base';
import type { BtcFixtureBlock, BtcFixtureOutput } from './btc-chain';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const hash20 = (seed: string) => sha256(new TextEncoder().encode(seed)).subarray(0, 20);
const base58check = createBase58check(sha256);

/** hrp 'bc' (mainnet), 'tb' (testnets), 'bcrt' (regtest) */
export const p2wpkhAddress = (seed: string, hrp = 'bc') => bech32.encode(hrp, [0, ...bech32.toWords(hash20(seed))]);
/** version 0x00 (mainnet, 1…), 0x6f (testnets and regtest, m… / n…) */
export const p2pkhAddress = (seed: string, version = 0x00) => base58check.encode(Uint8Array.of(version, ...hash20(seed)));
/** P2SH: version 0x05 (mainnet, 3…), 0xc4 (testnets and regtest, 2…) */
export const p2shAddress = (seed: string, version = 0x05) => base58check.encode(Uint8Array.of(version, ...hash20(`sh:${seed}`)));

/** The synthetic chain's address number n: the mainnet P2WPKH of its placeholder name bc1qfixtureNNNN. */
export const placeholderName = (n: number) => `bc1qfixture${n.toString().padStart(4, '0')}`;
const FIXTURE_ADDRESSES = Array.from({ length: 40 }, (_, n) => p2wpkhAddress(placeholderName(n)));
const PLACEHOLDERS = new Map<string, string>(FIXTURE_ADDRESSES.map((a, n) => [a, placeholderName(n)]));
export const fixtureAddress = (n: number) => FIXTURE_ADDRESSES[n % FIXTURE_ADDRESSES.length]!;

/**
 * The chain with every address replaced by rename(placeholder name of the address) (bc1qfixtureNNNN;
 * an address that is no synthetic one is passed as it is), outputs and the prevouts its inputs spend alike.
 */
export function withAddresses(blocks: readonly BtcFixtureBlock[], rename: (placeholder: string) => string): BtcFixtureBlock[] {
  const out = <O extends BtcFixtureOutput>(o: O): O => ({ ...o, address: o.address === null ? null : rename(PLACEHOLDERS.get(o.address) ?? o.address) });
  return blocks.map((b) => ({ ...b, txs: b.txs.map((t) => ({ ...t, outputs: t.outputs.map(out), inputs: t.inputs.map((i) => ({ prev: out(i.prev) })) })) }));
}
