/**
 * Test helpers shared by the btc devnet tests: a small generated chain, and an independent check
 * of every input's signature (sighash from btc-signer's preimage helpers, verification with
 * @noble/curves — not the code path that signed).
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { RawTx, Transaction } from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { BtcChain, type ChainBlock } from '../../src/btc/chain';
import { concat, sha256, toHex } from '../../src/btc/bytes';
import { regtestGenesis } from '../../src/btc/genesis';
import { createKeyring, type KeyDerivation, type Keyring } from '../../src/btc/keys';
import { mineNext } from '../../src/btc/miner';
import { REGTEST } from '../../src/btc/network';
import { parseScript } from '../../src/btc/asm';

export const T0 = 1_700_000_000;

export function smallChain(seed: string, trafficBlocks: number, txCount = 25, derivation: KeyDerivation = 'bip32'): { chain: BtcChain; keyring: Keyring } {
  const chain = new BtcChain(REGTEST, regtestGenesis());
  const keyring = createKeyring(seed, 8, REGTEST, derivation);
  for (let i = 0; i < 101; i++) mineNext(chain, keyring, seed, { time: T0 + i * 600, txCount: 0 });
  for (let i = 0; i < trafficBlocks; i++) mineNext(chain, keyring, seed, { time: T0 + (101 + i) * 600, txCount });
  return { chain, keyring };
}

export type InputType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | 'p2wsh-multisig' | 'p2tr';

/** verifies one input's signature(s); returns its script type, throws when a signature does not verify */
export function verifyInput(block: ChainBlock, txIndex: number, i: number): InputType {
  const raw = block.txs[txIndex]!.raw;
  const d = RawTx.decode(raw);
  const tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
  const prevs = block.spent[txIndex]!;
  const prev = prevs[i]!;
  const s = prev.script;
  const witness = d.witnesses?.[i] ?? [];
  const scriptSig = parseScript(d.inputs[i]!.finalScriptSig) ?? [];
  const ecdsa = (sigWithType: Uint8Array, hash: Uint8Array, pub: Uint8Array) => {
    if (sigWithType[sigWithType.length - 1] !== 0x01) throw new Error('not SIGHASH_ALL');
    return secp256k1.verify(sigWithType.subarray(0, -1), hash, pub, { prehash: false, format: 'der' });
  };
  const p2pkhOf = (h: Uint8Array) => concat([Uint8Array.of(0x76, 0xa9, 0x14), h, Uint8Array.of(0x88, 0xac)]);
  const fail = (why: string): never => {
    throw new Error(`${block.txs[txIndex]!.txid}:${i} ${why}`);
  };
  if (s.length === 25 && s[0] === 0x76) {
    const [sig, pub] = scriptSig.map((o) => o.data!);
    if (toHex(hash160(pub!)) !== toHex(s.subarray(3, 23))) fail('pubkey does not match the P2PKH hash');
    const hash = (tx as unknown as { preimageLegacy(i: number, s: Uint8Array, t: number): Uint8Array }).preimageLegacy(i, s, 1);
    if (!ecdsa(sig!, hash, pub!)) fail('P2PKH signature does not verify');
    return 'p2pkh';
  }
  if (s.length === 23 && s[0] === 0xa9) {
    const redeem = scriptSig[0]!.data!;
    if (toHex(hash160(redeem)) !== toHex(s.subarray(2, 22)) || redeem[0] !== 0 || redeem[1] !== 20) fail('redeem script mismatch');
    const [sig, pub] = witness;
    if (toHex(hash160(pub!)) !== toHex(redeem.subarray(2))) fail('pubkey does not match the P2WPKH program');
    if (!ecdsa(sig!, tx.preimageWitnessV0(i, p2pkhOf(redeem.subarray(2)), 1, prev.value), pub!)) fail('P2SH-P2WPKH signature does not verify');
    return 'p2sh-p2wpkh';
  }
  if (s.length === 22 && s[0] === 0 && s[1] === 20) {
    const [sig, pub] = witness;
    if (toHex(hash160(pub!)) !== toHex(s.subarray(2))) fail('pubkey does not match the P2WPKH program');
    if (!ecdsa(sig!, tx.preimageWitnessV0(i, p2pkhOf(s.subarray(2)), 1, prev.value), pub!)) fail('P2WPKH signature does not verify');
    return 'p2wpkh';
  }
  if (s.length === 34 && s[0] === 0 && s[1] === 32) {
    const ws = witness[witness.length - 1]!;
    if (toHex(sha256(ws)) !== toHex(s.subarray(2))) fail('witness script does not match the P2WSH program');
    const ops = parseScript(ws)!;
    if (ops[0]!.op !== 0x52 || ops[4]!.op !== 0x53 || ops[5]!.op !== 0xae) fail('not a 2-of-3 multisig');
    const pubs = ops.slice(1, 4).map((o) => o.data!);
    const hash = tx.preimageWitnessV0(i, ws, 1, prev.value);
    if (witness[0]!.length !== 0) fail('missing the CHECKMULTISIG dummy');
    // signatures in key order, as CHECKMULTISIG requires
    let k = 0;
    for (const sig of witness.slice(1, -1)) {
      while (k < pubs.length && !ecdsa(sig, hash, pubs[k]!)) k++;
      if (k++ >= pubs.length) fail('multisig signature does not verify against the keys in order');
    }
    if (witness.length !== 4) fail('expected 2 signatures');
    return 'p2wsh-multisig';
  }
  if (s.length === 34 && s[0] === 0x51 && s[1] === 32) {
    if (witness.length !== 1 || witness[0]!.length !== 64) fail('not a key-path spend with SIGHASH_DEFAULT');
    const hash = tx.preimageWitnessV1(i, prevs.map((p) => p!.script), 0, prevs.map((p) => p!.value));
    if (!schnorr.verify(witness[0]!, hash, s.subarray(2))) fail('taproot signature does not verify');
    return 'p2tr';
  }
  return fail(`unexpected prevout script ${toHex(s)}`);
}
