/**
 * A Bitcoin wallet named by its extended public key or output descriptor (issue 27): xpub / ypub /
 * zpub on mainnet and tpub / upub / vpub on the test networks (SLIP-132: the version bytes say the
 * script — P2PKH, P2SH-P2WPKH, P2WPKH), or a descriptor `pkh(…)`, `sh(wpkh(…))`, `wpkh(…)`, `tr(…)`
 * over an xpub/tpub with an optional key origin `[fingerprint/path]`, a branch `/0/*`, `/1/*` or
 * `/<0;1>/*` (none: both), and an optional BIP-380 checksum `#…` (checked when given). Addresses are
 * derived with @scure/bip32 (unhardened steps only: a public key) and encoded with @scure/btc-signer
 * for the chain's network (regtest: bcrt1…). Never throws on user input: parseWalletKey answers
 * { ok: false, message } in Chinese, naming what is wrong.
 */
import { HDKey } from '@scure/bip32';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { BTC_NETWORKS, type BtcNetworkName } from './btc-networks';

export const WALLET_SCRIPTS = ['pkh', 'sh-wpkh', 'wpkh', 'tr'] as const;
export type WalletScript = (typeof WALLET_SCRIPTS)[number];

export interface WalletKey {
  /** the extended key in its neutral form (xpub on mainnet, tpub on test networks) */
  xpub: string;
  script: WalletScript;
  /** mainnet or a test network, as the key's version bytes say */
  mainnet: boolean;
  /** the branches derived: 0 receive, 1 change */
  branches: readonly number[];
  /** the input with whitespace removed */
  text: string;
}

export type WalletKeyCheck = ({ ok: true } & WalletKey) | { ok: false; message: string };

/** SLIP-132 public versions: version → the script it implies, and the network kind */
const VERSIONS: Readonly<Record<string, { version: number; script: WalletScript; mainnet: boolean }>> = {
  xpub: { version: 0x0488b21e, script: 'pkh', mainnet: true },
  ypub: { version: 0x049d7cb2, script: 'sh-wpkh', mainnet: true },
  zpub: { version: 0x04b24746, script: 'wpkh', mainnet: true },
  tpub: { version: 0x043587cf, script: 'pkh', mainnet: false },
  upub: { version: 0x044a5262, script: 'sh-wpkh', mainnet: false },
  vpub: { version: 0x045f1cf6, script: 'wpkh', mainnet: false },
};
const NEUTRAL = { main: VERSIONS.xpub!.version, test: VERSIONS.tpub!.version };
const versionsOf = (publicVersion: number) => ({ public: publicVersion, private: 0 });

const DESCRIPTOR = /^(pkh|wpkh|tr|sh)\((.*)\)$/;
/** [origin]key, unhardened steps, then `/<0;1>/*` (both branches), `/*` (the last step is the branch) or nothing (both) */
const KEY_EXPRESSION = /^(?:\[[0-9a-fA-F]{8}(?:\/\d+['hH]?)*\])?([1-9A-HJ-NP-Za-km-z]{100,120})((?:\/\d+)*)(\/<0;1>\/\*|\/\*)?$/;

function fail(message: string): WalletKeyCheck {
  return { ok: false, message };
}

/** an extended public key in any SLIP-132 form → its HDKey and what the prefix implies */
function readExtendedKey(text: string): { key: HDKey; script: WalletScript; mainnet: boolean } | null {
  const kind = VERSIONS[text.slice(0, 4)];
  if (!kind) return null;
  try {
    return { key: HDKey.fromExtendedKey(text, versionsOf(kind.version)), script: kind.script, mainnet: kind.mainnet };
  } catch {
    return null;
  }
}

export function parseWalletKey(input: string): WalletKeyCheck {
  const text = input.replace(/\s+/g, '');
  if (!text) return fail('请输入扩展公钥（xpub/ypub/zpub）或输出描述符');
  if (text.length > 1000) return fail('扩展公钥或描述符过长');
  const [body, checksum, ...rest] = text.split('#');
  if (rest.length > 0) return fail('描述符的校验和格式不正确');
  if (checksum !== undefined && descriptorChecksum(body!) !== checksum) return fail('描述符校验和不匹配');

  const plain = readExtendedKey(body!);
  if (plain) return done(plain.key, plain.script, plain.mainnet, [0, 1], text);
  if (/^[xyztuv]prv/.test(body!)) return fail('这是扩展私钥：请只输入扩展公钥，切勿泄露私钥');

  const outer = DESCRIPTOR.exec(body!);
  if (!outer) return fail('无法识别：应为 xpub/ypub/zpub（测试网 tpub/upub/vpub）或 pkh()/sh(wpkh())/wpkh()/tr() 描述符');
  let script: WalletScript = outer[1] as WalletScript;
  let inner = outer[2]!;
  if (outer[1] === 'sh') {
    const wrapped = /^wpkh\((.*)\)$/.exec(inner);
    if (!wrapped) return fail('sh() 描述符只支持 sh(wpkh(…))');
    script = 'sh-wpkh';
    inner = wrapped[1]!;
  }
  const expr = KEY_EXPRESSION.exec(inner);
  if (!expr) return fail('描述符中的密钥表达式无法识别：应为 [来源]xpub…/0/*、/1/* 或 /<0;1>/*');
  const read = readExtendedKey(expr[1]!);
  if (!read) return fail('描述符中的扩展公钥无效');
  const steps = (expr[2] ?? '').split('/').filter(Boolean).map(Number);
  let branches = [0, 1];
  if (expr[3] === '/*') {
    // `…/1/*`: one branch, the last step
    const last = steps.pop();
    if (last !== 0 && last !== 1) return fail('描述符的分支应为 /0/*（收款）、/1/*（找零）或 /<0;1>/*');
    branches = [last];
  }
  // fixed unhardened steps between the key and the branch (e.g. an xpub of m/84'/0' with /0/…)
  let key = read.key;
  for (const step of steps) {
    if (step >= 0x80000000) return fail('描述符中的密钥表达式无法识别：应为 [来源]xpub…/0/*、/1/* 或 /<0;1>/*');
    key = key.deriveChild(step);
  }
  return done(key, script, read.mainnet, branches, text);
}

function done(key: HDKey, script: WalletScript, mainnet: boolean, branches: number[], text: string): WalletKeyCheck {
  if (!key.publicKey) return fail('扩展公钥无效');
  const neutral = new HDKey({
    versions: versionsOf(mainnet ? NEUTRAL.main : NEUTRAL.test),
    depth: key.depth,
    index: key.index,
    parentFingerprint: key.parentFingerprint,
    chainCode: key.chainCode!,
    publicKey: key.publicKey,
  });
  return { ok: true, xpub: neutral.publicExtendedKey, script, mainnet, branches, text };
}

/** whether the key's network kind fits the chain's (a mainnet key on a regtest chain does not) */
export const fitsNetwork = (key: Pick<WalletKey, 'mainnet'>, network: BtcNetworkName): boolean => key.mainnet === (network === 'main');

/** the addresses of a branch, indexes [from, from + count), on the chain's network */
export function deriveWalletAddresses(key: Pick<WalletKey, 'xpub' | 'script' | 'mainnet'>, network: BtcNetworkName, branch: number, from: number, count: number): string[] {
  const root = HDKey.fromExtendedKey(key.xpub, versionsOf(key.mainnet ? NEUTRAL.main : NEUTRAL.test)).deriveChild(branch);
  const net = BTC_NETWORKS[network].address;
  const out: string[] = [];
  for (let i = from; i < from + count; i++) {
    const pub = root.deriveChild(i).publicKey!;
    const payment =
      key.script === 'pkh' ? p2pkh(pub, net) : key.script === 'wpkh' ? p2wpkh(pub, net) : key.script === 'sh-wpkh' ? p2sh(p2wpkh(pub, net), net) : p2tr(pub.subarray(1), undefined, net);
    out.push(payment.address!);
  }
  return out;
}

/** BIP-380 descriptor checksum (8 characters) */
export function descriptorChecksum(descriptor: string): string {
  const INPUT = "0123456789()[],'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#\"\\ ";
  const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  const GENERATOR = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn];
  const polymod = (c: bigint, value: number): bigint => {
    const top = c >> 35n;
    let next = ((c & 0x7ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i++) if ((top >> BigInt(i)) & 1n) next ^= GENERATOR[i]!;
    return next;
  };
  let c = 1n;
  let cls = 0;
  let count = 0;
  for (const ch of descriptor) {
    const pos = INPUT.indexOf(ch);
    if (pos < 0) return '';
    c = polymod(c, pos & 31);
    cls = cls * 3 + (pos >> 5);
    if (++count === 3) {
      c = polymod(c, cls);
      cls = 0;
      count = 0;
    }
  }
  if (count > 0) c = polymod(c, cls);
  for (let i = 0; i < 8; i++) c = polymod(c, 0);
  c ^= 1n;
  let out = '';
  for (let i = 0; i < 8; i++) out += CHARSET[Number((c >> BigInt(5 * (7 - i))) & 31n)];
  return out;
}
