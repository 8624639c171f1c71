/**
 * The devnet wallet: keys derived from the seed (a devnet needs reproducible keys, not secret ones),
 * each paying to one of the five script types the chain exercises. The miner's coinbases and every
 * generated output pay to these keys, so later blocks can spend them.
 *
 * Derivation 'bip32' (chains made since issue 27): a BIP-32 wallet whose master seed is
 * sha256("btc-devnet-hd/<seed>"), one account per script type at its standard path — P2PKH
 * m/44'/1'/0', P2SH-P2WPKH m/49'/1'/0', P2WPKH m/84'/1'/0', P2TR m/86'/1'/0' (BIP-86 key-path) —
 * and a 2-of-3 P2WSH multisig over three cosigner accounts m/48'/1'/c'/2'. A kind's k-th key is
 * branch k mod 2 (receive, change), index ⌊k/2⌋, so the accounts' public keys (devnetWalletAccounts)
 * open the wallet view with addresses the devnet really uses. Derivation 'sha256' (chain files made
 * before): sha256 of the seed, a label and an index, kept so those chains can still be spent.
 */
import { descriptorChecksum } from '@explorer/core';
import { HDKey } from '@scure/bip32';
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

export type KeyDerivation = 'bip32' | 'sha256';

/** testnet/regtest extended key versions (tprv/tpub) */
const TEST_VERSIONS = { private: 0x04358394, public: 0x043587cf };
/** SLIP-132 public versions of the test networks, by the script an account pays to */
const SLIP132_TEST = { p2pkh: 0x043587cf, 'p2sh-p2wpkh': 0x044a5262, p2wpkh: 0x045f1cf6, p2tr: 0x043587cf } as const;
type SingleKeyKind = keyof typeof SLIP132_TEST;
const PURPOSE: Record<SingleKeyKind, number> = { p2pkh: 44, 'p2sh-p2wpkh': 49, p2wpkh: 84, p2tr: 86 };
const DESCRIPTOR: Record<SingleKeyKind, (key: string) => string> = {
  p2pkh: (k) => `pkh(${k})`,
  'p2sh-p2wpkh': (k) => `sh(wpkh(${k}))`,
  p2wpkh: (k) => `wpkh(${k})`,
  p2tr: (k) => `tr(${k})`,
};

const hdMaster = (seed: string) => HDKey.fromMasterSeed(sha256(new TextEncoder().encode(`btc-devnet-hd/${seed}`)), TEST_VERSIONS);

/** the private key source of one kind: part (a multisig cosigner) → the kind's k-th key */
function bip32Source(master: HDKey, kind: SpendKind): (k: number, part: number) => Uint8Array {
  const accounts =
    kind === 'p2wsh-multisig' ? [0, 1, 2].map((c) => master.derive(`m/48'/1'/${c}'/2'`)) : [master.derive(`m/${PURPOSE[kind]}'/1'/0'`)];
  const branches = accounts.map((a) => [a.deriveChild(0), a.deriveChild(1)] as const);
  return (k, part) => branches[part]![k % 2]!.deriveChild(Math.floor(k / 2)).privateKey!;
}

export interface DevnetWalletAccount {
  kind: SingleKeyKind;
  /** the account's path from the master key */
  path: string;
  /** the account's extended public key, SLIP-132 form (tpub, upub, vpub) */
  key: string;
  /** the output descriptor of both branches, with key origin and checksum */
  descriptor: string;
}

/** The public side of the 'bip32' devnet wallet: one account per single-key script type. */
export function devnetWalletAccounts(seed: string): DevnetWalletAccount[] {
  const master = hdMaster(seed);
  const fingerprint = master.fingerprint.toString(16).padStart(8, '0');
  return (Object.keys(PURPOSE) as SingleKeyKind[]).map((kind) => {
    const path = `m/${PURPOSE[kind]}'/1'/0'`;
    const account = master.derive(path);
    const tpub = account.publicExtendedKey;
    const key = new HDKey({
      versions: { public: SLIP132_TEST[kind], private: 0 },
      depth: account.depth,
      index: account.index,
      parentFingerprint: account.parentFingerprint,
      chainCode: account.chainCode!,
      publicKey: account.publicKey!,
    }).publicExtendedKey;
    const body = DESCRIPTOR[kind](`[${fingerprint}${path.slice(1)}]${tpub}/<0;1>/*`);
    return { kind, path, key, descriptor: `${body}#${descriptorChecksum(body)}` };
  });
}

function makeKey(id: number, kind: SpendKind, network: BtcNetwork, priv: (part: number) => Uint8Array): WalletKey {
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
export function createKeyring(seed: string, perKind = 40, network: BtcNetwork = REGTEST, derivation: KeyDerivation = 'bip32'): Keyring {
  if (!Number.isInteger(perKind) || perKind < 1) throw new Error(`keys per kind must be a positive integer, got ${perKind}`);
  const master = derivation === 'bip32' ? hdMaster(seed) : undefined;
  const sources = new Map(SPEND_KINDS.map((kind) => [kind, master ? bip32Source(master, kind) : undefined]));
  const keys: WalletKey[] = [];
  for (let i = 0; i < perKind; i++)
    for (const kind of SPEND_KINDS) {
      const id = keys.length;
      const hd = sources.get(kind);
      keys.push(makeKey(id, kind, network, (part) => (hd ? hd(i, part) : derivePrivateKey(seed, `${kind}/${id}/${part}`))));
    }
  const byScript = new Map(keys.map((k) => [k.scriptHex, k]));
  const byKind = new Map(SPEND_KINDS.map((kind) => [kind, keys.filter((k) => k.kind === kind)]));
  return { keys, byScript: (s) => byScript.get(s), ofKind: (kind) => byKind.get(kind) ?? [] };
}
