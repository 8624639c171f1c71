import { Block } from 'bitcoinjs-lib';
import { RawTx } from '@scure/btc-signer';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockRejected, type BtcChain } from './chain';
import { toHex } from './bytes';
import { REGTEST_GENESIS_HASH } from './genesis';
import { COIN, subsidyAt } from './network';
import { assembleBlock, serializeBlock } from './raw-block';
import { smallChain, verifyInput, type InputType } from '../../test/btc/support';
import { scriptPubKeyJson } from './script-json';
import { REGTEST } from './network';

describe('generated regtest chain', () => {
  let chain: BtcChain;
  const traffic = () => Array.from({ length: chain.height - 101 }, (_, i) => chain.at(102 + i)!);

  beforeAll(() => {
    ({ chain } = smallChain('chain-test', 8));
  });

  it('starts at regtest genesis and every block passes bitcoinjs-lib merkle, witness commitment and proof-of-work checks', () => {
    expect(chain.genesis.hash).toBe(REGTEST_GENESIS_HASH);
    expect(chain.height).toBe(109);
    for (let h = 1; h <= chain.height; h++) {
      const b = chain.at(h)!;
      const parsed = Block.fromHex(toHex(serializeBlock(b)));
      expect(parsed.getId()).toBe(b.hash);
      expect(parsed.checkTxRoots()).toBe(true);
      expect(parsed.checkProofOfWork()).toBe(true);
      expect(parsed.bits).toBe(0x207fffff);
      expect(parsed.prevHash && toHex(Uint8Array.from(parsed.prevHash).reverse())).toBe(chain.at(h - 1)!.hash);
    }
  });

  it('signs every non-coinbase input validly: ECDSA with the legacy / BIP143 sighash, Schnorr with the BIP341 one', () => {
    const seen = new Map<InputType, number>();
    let inputs = 0;
    for (const b of traffic()) {
      for (let t = 1; t < b.txs.length; t++) {
        const n = RawTx.decode(b.txs[t]!.raw).inputs.length;
        for (let i = 0; i < n; i++) {
          const type = verifyInput(b, t, i);
          seen.set(type, (seen.get(type) ?? 0) + 1);
          inputs++;
        }
      }
    }
    expect(inputs).toBeGreaterThan(100);
    expect([...seen.keys()].sort()).toEqual(['p2pkh', 'p2sh-p2wpkh', 'p2tr', 'p2wpkh', 'p2wsh-multisig']);
  });

  it('has every output type, OP_RETURN data, batched payouts and consolidations', () => {
    const outTypes = new Set<string>();
    let maxOuts = 0;
    let maxIns = 0;
    let dataCarriers = 0;
    for (const b of traffic()) {
      for (const t of b.txs.slice(1)) {
        const d = RawTx.decode(t.raw);
        maxOuts = Math.max(maxOuts, d.outputs.length);
        maxIns = Math.max(maxIns, d.inputs.length);
        for (const o of d.outputs) outTypes.add(scriptPubKeyJson(o.script, REGTEST).type);
        if (d.outputs.some((o) => o.script[0] === 0x6a)) dataCarriers++;
      }
    }
    expect([...outTypes].sort()).toEqual(['nulldata', 'pubkeyhash', 'scripthash', 'witness_v0_keyhash', 'witness_v0_scripthash', 'witness_v1_taproot']);
    expect(dataCarriers).toBeGreaterThan(0);
    expect(maxOuts).toBeGreaterThanOrEqual(10);
    expect(maxIns).toBeGreaterThanOrEqual(5);
  });

  it('writes coinbases as a pool does: BIP34 height, pool tag, subsidy + fees, witness commitment', () => {
    for (const b of [chain.at(5)!, ...traffic()]) {
      const cb = RawTx.decode(b.txs[0]!.raw);
      const sig = cb.inputs[0]!.finalScriptSig;
      if (b.height > 16) {
        expect(sig[0]).toBe(1); // a one-byte push below 128
        expect(sig[1]).toBe(b.height);
      } else expect(sig[0]).toBe(0x50 + b.height);
      expect(Buffer.from(sig).toString('latin1')).toContain('/devnet pool/');
      // fees recomputed from the spent outputs, independently of the miner's bookkeeping
      let fees = 0n;
      b.txs.slice(1).forEach((t, k) => {
        const d = RawTx.decode(t.raw);
        fees += b.spent[k + 1]!.reduce((s, p) => s + p.value, 0n) - d.outputs.reduce((s, o) => s + o.amount, 0n);
      });
      expect(fees).toBe(b.fees);
      expect(cb.outputs.reduce((s, o) => s + o.amount, 0n)).toBe(subsidyAt(b.height) + fees);
      expect(toHex(cb.outputs[cb.outputs.length - 1]!.script).startsWith('6a24aa21a9ed')).toBe(true);
      expect(cb.witnesses?.[0]?.[0]).toEqual(new Uint8Array(32));
    }
  });

  it('charges fees by size at varying rates, timestamps increase', () => {
    const rates = new Set<number>();
    for (const b of traffic()) {
      b.txs.slice(1).forEach((t, k) => {
        const d = RawTx.decode(t.raw);
        const fee = b.spent[k + 1]!.reduce((s, p) => s + p.value, 0n) - d.outputs.reduce((s, o) => s + o.amount, 0n);
        const rate = Number(fee) / t.vsize;
        expect(rate).toBeGreaterThanOrEqual(1);
        rates.add(Math.floor(rate));
      });
    }
    expect(rates.size).toBeGreaterThan(5);
    for (let h = 1; h <= chain.height; h++) expect(chain.at(h)!.header.time).toBeGreaterThan(chain.at(h - 1)!.header.time);
  });

  it('is the same chain from the same seed, a different one from another seed', () => {
    const again = smallChain('chain-test', 2).chain;
    expect(again.at(103)!.hash).toBe(chain.at(103)!.hash);
    expect(smallChain('other-seed', 1).chain.at(102)!.hash).not.toBe(chain.at(102)!.hash);
  });

  it('halves the subsidy every 150 blocks from 50 BTC', () => {
    expect(subsidyAt(0)).toBe(50n * COIN);
    expect(subsidyAt(149)).toBe(50n * COIN);
    expect(subsidyAt(150)).toBe(25n * COIN);
    expect(subsidyAt(300)).toBe(1_250_000_000n);
    expect(subsidyAt(150 * 64)).toBe(0n);
  });

  it('refuses a block with a wrong merkle root, a double spend or an unknown parent, leaving the chain as it was', () => {
    const { chain: c } = smallChain('reject-test', 1, 5);
    const tip = c.tip;
    const utxos = c.utxos.size;
    c.disconnect();
    // same transactions twice: the second copy spends what the first spent
    const doubled = assembleBlock(tip.header, [...tip.txs, tip.txs[1]!]);
    expect(() => c.connect(doubled)).toThrow(BlockRejected);
    const badRoot = assembleBlock({ ...tip.header, merkleRoot: '00'.repeat(32) }, tip.txs);
    expect(() => c.connect(badRoot)).toThrow(/merkle root|proof of work/);
    c.connect(tip);
    expect(c.utxos.size).toBe(utxos);
    expect(() => c.connect(tip)).toThrow(/parent/);
  });
});
