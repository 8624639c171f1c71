/**
 * Signs a wallet transaction: sighashes from btc-signer's Transaction preimage helpers (legacy,
 * BIP143 for segwit v0, BIP341 for taproot), signatures from btc-signer's ECDSA / Schnorr helpers,
 * then scriptSig and witness laid out per script type and the whole encoded with RawTx. Doing the
 * layout here instead of through Transaction.sign() skips its per-input key re-derivation and
 * script re-validation, which made a 3000-transaction block take tens of seconds.
 */
import { RawTx, Transaction } from '@scure/btc-signer';
import { signECDSA, signSchnorr } from '@scure/btc-signer/utils.js';
import { concat } from './bytes';
import type { WalletKey } from './keys';

const SIGHASH_ALL = 0x01;
const SIGHASH_DEFAULT = 0x00;
const NO_AUX = new Uint8Array(32);

export interface SpendInput {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
  key: WalletKey;
}

export interface UnsignedTx {
  version: number;
  lockTime: number;
  sequence: number;
  inputs: SpendInput[];
  outputs: { script: Uint8Array; amount: bigint }[];
}

function push(data: Uint8Array): Uint8Array {
  if (data.length < 0x4c) return concat([Uint8Array.of(data.length), data]);
  if (data.length <= 0xff) return concat([Uint8Array.of(0x4c, data.length), data]);
  throw new Error('push too long for a scriptSig');
}

const withHashType = (sig: Uint8Array, type: number) => concat([sig, Uint8Array.of(type)]);

/** the signed transaction, serialized */
export function signTransaction(u: UnsignedTx): Uint8Array {
  const tx = new Transaction({ version: u.version, lockTime: u.lockTime, allowUnknownOutputs: true, disableScriptCheck: true });
  for (const i of u.inputs) tx.addInput({ txid: i.txid, index: i.vout, sequence: u.sequence });
  for (const o of u.outputs) tx.addOutput(o);
  const prevScripts = u.inputs.map((i) => i.script);
  const amounts = u.inputs.map((i) => i.value);
  const scriptSigs: Uint8Array[] = [];
  const witnesses: Uint8Array[][] = [];
  u.inputs.forEach((input, idx) => {
    const { key } = input;
    const s = key.signing;
    const ecdsa = (hash: Uint8Array) => key.signers.map((priv) => withHashType(signECDSA(hash, priv), SIGHASH_ALL));
    switch (key.kind) {
      case 'p2pkh': {
        // legacy sighash: not part of btc-signer's typed surface, but the same helper its sign() uses
        const legacy = (tx as unknown as { preimageLegacy(i: number, script: Uint8Array, type: number): Uint8Array }).preimageLegacy(idx, input.script, SIGHASH_ALL);
        scriptSigs.push(concat([push(ecdsa(legacy)[0]!), push(s.pubkey!)]));
        witnesses.push([]);
        break;
      }
      case 'p2wpkh':
      case 'p2sh-p2wpkh': {
        const [sig] = ecdsa(tx.preimageWitnessV0(idx, s.scriptCode!, SIGHASH_ALL, input.value));
        scriptSigs.push(key.kind === 'p2wpkh' ? new Uint8Array(0) : push(s.redeemScript!));
        witnesses.push([sig!, s.pubkey!]);
        break;
      }
      case 'p2wsh-multisig': {
        // CHECKMULTISIG's off-by-one pops an extra item: the empty first element
        const sigs = ecdsa(tx.preimageWitnessV0(idx, s.witnessScript!, SIGHASH_ALL, input.value));
        scriptSigs.push(new Uint8Array(0));
        witnesses.push([new Uint8Array(0), ...sigs, s.witnessScript!]);
        break;
      }
      case 'p2tr': {
        const hash = tx.preimageWitnessV1(idx, prevScripts, SIGHASH_DEFAULT, amounts);
        scriptSigs.push(new Uint8Array(0));
        witnesses.push([signSchnorr(hash, key.signers[0]!, NO_AUX)]);
        break;
      }
    }
  });
  const segwit = witnesses.some((w) => w.length > 0);
  return RawTx.encode({
    version: u.version,
    segwitFlag: segwit,
    inputs: u.inputs.map((i, k) => ({ txid: Buffer.from(i.txid, 'hex'), index: i.vout, finalScriptSig: scriptSigs[k]!, sequence: u.sequence })),
    outputs: u.outputs,
    witnesses: segwit ? witnesses : undefined,
    lockTime: u.lockTime,
  });
}
