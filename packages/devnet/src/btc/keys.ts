/**
 * The devnet wallet: keys derived from the seed (sha256 of the seed, a label and an index — a
 * devnet needs reproducible keys, not secret ones), each paying to one of the five script types the
 * chain exercises. The miner's coinbases and every generated output pay to these keys, so later
 * blocks can spend them.
 */
import { p2ms, p2pkh, p2sh, p2tr, p2wpkh, p2wsh } from '@scure/btc-signer';
import { pubECDSA, taprootTweakPrivKey } from '@scure/btc-signer/utils.js';
import { sha256, toHex } from './bytes';
import { REGTEST, type BtcNetwork } from './network';

export const SPEND_KINDS = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2wsh-multisig', 'p2tr'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

/** what a spend of this key puts in scriptSig and witness, besides signatures */
export interface SigningInfo {
  /** compressed public key (single-key kinds) */
  pubkey?: Uint8Array;
  /** the script a segwit v0 signature commits to (BIP143 scriptCode) */
  scriptCode?: Uint8Array;
  /** P2SH-P2WPKH: the P2WPKH program pushed by scriptSig */
  redeemScript?: Uint8Array;
  /** P2WSH: the 2-of-3 multisig script, last witness item */
  witnessScript?: Uint8Array;
}

export interface WalletKey {
  id: number;
  kind: SpendKind;
  script: Uint8Array;
  scriptHex: string;
  address: string;
  /** the private keys that sign a spend: one (taproot: already tweaked, BIP341), or two of a 2-of-3 multisig's three, in script order */
  signers: Uint8Array[];
  signing: SigningInfo;
}

export interface Keyring {
  keys: readonly WalletKey[];
  byScript(scriptHex: string): WalletKey | undefined;
  ofKind(kind: SpendKind): readonly WalletKey[];
}

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function derivePrivateKey(seed: string, label: string): Uint8Array {
  for (let attempt = 0; ; attempt++) {
    const d = sha256(new TextEncoder().encode(`btc-devnet/${seed}/${label}/${attempt}`));
    const n = BigInt(`0x${toHex(d)}`);
    if (n > 0n && n < CURVE_ORDER) return d;
  }
}

function makeKey(seed: string, id: number, kind: SpendKind, network: BtcNetwork): WalletKey {
  const priv = (part: number) => derivePrivateKey(seed, `${kind}/${id}/${part}`);
  const first = priv(0);
  const pub = pubECDSA(first);
  let payment: { script: Uint8Array; address?: string };
  let signers = [first];
  // the P2PKH script of the key: what P2WPKH signatures commit to (BIP143)
  let signing: SigningInfo = { pubkey: pub, scriptCode: p2pkh(pub, network).script };
  switch (kind) {
    case 'p2pkh':
      payment = p2pkh(pub, network);
      signing = { pubkey: pub };
      break;
    case 'p2wpkh':
      payment = p2wpkh(pub, network);
      break;
    case 'p2sh-p2wpkh': {
      const p = p2sh(p2wpkh(pub, network), network);
      payment = p;
      signing = { ...signing, redeemScript: p.redeemScript };
      break;
    }
    case 'p2wsh-multisig': {
      const privs = [first, priv(1), priv(2)];
      const p = p2wsh(p2ms(2, privs.map((k) => pubECDSA(k))), network);
      payment = p;
      // two of three sign; which two varies with the key so spends show different signer sets
      signers = id % 3 === 0 ? [privs[0]!, privs[1]!] : id % 3 === 1 ? [privs[1]!, privs[2]!] : [privs[0]!, privs[2]!];
      signing = { scriptCode: p.witnessScript, witnessScript: p.witnessScript };
      break;
    }
    case 'p2tr': {
      payment = p2tr(pub.subarray(1), undefined, network);
      // key-path spend: the output key is the internal key tweaked with an empty script tree
      signers = [taprootTweakPrivKey(first)];
      signing = {};
      break;
    }
  }
  if (!payment.address) throw new Error(`no address for ${kind}`);
  return { id, kind, script: payment.script, scriptHex: toHex(payment.script), address: payment.address, signers, signing };
}

/** `perKind` keys of each script type, derived from the seed */
export function createKeyring(seed: string, perKind = 40, network: BtcNetwork = REGTEST): Keyring {
  if (!Number.isInteger(perKind) || perKind < 1) throw new Error(`keys per kind must be a positive integer, got ${perKind}`);
  const keys: WalletKey[] = [];
  for (let i = 0; i < perKind; i++) for (const kind of SPEND_KINDS) keys.push(makeKey(seed, keys.length, kind, network));
  const byScript = new Map(keys.map((k) => [k.scriptHex, k]));
  const byKind = new Map(SPEND_KINDS.map((kind) => [kind, keys.filter((k) => k.kind === kind)]));
  return { keys, byScript: (s) => byScript.get(s), ofKind: (kind) => byKind.get(kind) ?? [] };
}
