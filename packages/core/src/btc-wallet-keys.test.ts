import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { BTC_NETWORKS } from './btc-networks';
import { deriveWalletAddresses, descriptorChecksum, fitsNetwork, parseWalletKey } from './btc-wallet-keys';

// the BIP-84 / BIP-86 test mnemonic
const SEED = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
const master = HDKey.fromMasterSeed(SEED);
/** SLIP-132 serialisation of an account key, as a wallet exports it */
const accountKey = (path: string, version: number) => {
  const k = master.derive(path);
  return new HDKey({ versions: { public: version, private: 0 }, depth: k.depth, index: k.index, parentFingerprint: k.parentFingerprint, chainCode: k.chainCode!, publicKey: k.publicKey! }).publicExtendedKey;
};

describe('wallet keys: SLIP-132 extended public keys', () => {
  it('BIP-32 test vector 1: from the published xpub of m/0H/1/2H, the key at …/2/1000000000 is the published one', () => {
    const parent = 'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5';
    const child = HDKey.fromExtendedKey('xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy');
    const key = parseWalletKey(parent);
    if (!key.ok) throw new Error(key.message);
    // the branch is the vector's 2, the index its 1000000000
    expect(deriveWalletAddresses(key, 'main', 2, 1_000_000_000, 1)).toEqual([p2pkh(child.publicKey!, BTC_NETWORKS.main.address).address]);
  });

  it('BIP-84 zpub: the published account key and addresses (receive 0, 1; change 0)', () => {
    const zpub = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    expect(accountKey("m/84'/0'/0'", 0x04b24746)).toBe(zpub);
    const key = parseWalletKey(` ${zpub}\n`);
    if (!key.ok) throw new Error(key.message);
    expect(key).toMatchObject({ script: 'wpkh', mainnet: true, branches: [0, 1] });
    expect(deriveWalletAddresses(key, 'main', 0, 0, 2)).toEqual(['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g']);
    expect(deriveWalletAddresses(key, 'main', 1, 0, 1)).toEqual(['bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el']);
  });

  it('xpub, ypub, zpub and their test-network forms derive what the seed derives at the full path', () => {
    const cases = [
      { prefix: 'xpub', version: 0x0488b21e, path: "m/44'/0'/0'", net: 'main', pay: (p: Uint8Array) => p2pkh(p, BTC_NETWORKS.main.address).address },
      { prefix: 'ypub', version: 0x049d7cb2, path: "m/49'/0'/0'", net: 'main', pay: (p: Uint8Array) => p2sh(p2wpkh(p, BTC_NETWORKS.main.address), BTC_NETWORKS.main.address).address },
      { prefix: 'zpub', version: 0x04b24746, path: "m/84'/0'/0'", net: 'main', pay: (p: Uint8Array) => p2wpkh(p, BTC_NETWORKS.main.address).address },
      { prefix: 'tpub', version: 0x043587cf, path: "m/44'/1'/0'", net: 'regtest', pay: (p: Uint8Array) => p2pkh(p, BTC_NETWORKS.regtest.address).address },
      { prefix: 'upub', version: 0x044a5262, path: "m/49'/1'/0'", net: 'test', pay: (p: Uint8Array) => p2sh(p2wpkh(p, BTC_NETWORKS.test.address), BTC_NETWORKS.test.address).address },
      { prefix: 'vpub', version: 0x045f1cf6, path: "m/84'/1'/0'", net: 'regtest', pay: (p: Uint8Array) => p2wpkh(p, BTC_NETWORKS.regtest.address).address },
    ] as const;
    for (const c of cases) {
      const text = accountKey(c.path, c.version);
      expect(text.startsWith(c.prefix)).toBe(true);
      const key = parseWalletKey(text);
      if (!key.ok) throw new Error(key.message);
      expect(fitsNetwork(key, c.net)).toBe(true);
      for (const branch of [0, 1]) {
        const expected = [0, 1, 2, 19].map((i) => c.pay(master.derive(`${c.path}/${branch}/${i}`).publicKey!));
        const got = deriveWalletAddresses(key, c.net, branch, 0, 20);
        expect([got[0], got[1], got[2], got[19]], `${c.prefix} branch ${branch}`).toEqual(expected);
      }
    }
  });
});

describe('wallet keys: output descriptors', () => {
  const xpub86 = accountKey("m/86'/0'/0'", 0x0488b21e);

  it('tr(): BIP-86 addresses (the published first receive and change addresses)', () => {
    const key = parseWalletKey(`tr([73c5da0a/86'/0'/0']${xpub86}/<0;1>/*)`);
    if (!key.ok) throw new Error(key.message);
    expect(key).toMatchObject({ script: 'tr', branches: [0, 1] });
    expect(deriveWalletAddresses(key, 'main', 0, 0, 1)).toEqual(['bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr']);
    expect(deriveWalletAddresses(key, 'main', 1, 0, 1)).toEqual(['bc1p3qkhfews2uk44qtvauqyr2ttdsw7svhkl9nkm9s9c3x4ax5h60wqwruhk7']);
    const independent = p2tr(master.derive("m/86'/0'/0'/0/1").publicKey!.subarray(1), undefined, BTC_NETWORKS.main.address).address;
    expect(deriveWalletAddresses(key, 'main', 0, 1, 1)).toEqual([independent]);
  });

  it('pkh(), sh(wpkh()), wpkh() with one branch, and the BIP-380 checksum (reference pair raw(deadbeef)#89f8spxm)', () => {
    expect(descriptorChecksum('raw(deadbeef)')).toBe('89f8spxm');
    const xpub84 = accountKey("m/84'/0'/0'", 0x0488b21e);
    const body = `wpkh(${xpub84}/1/*)`;
    const key = parseWalletKey(`${body}#${descriptorChecksum(body)}`);
    if (!key.ok) throw new Error(key.message);
    expect(key).toMatchObject({ script: 'wpkh', branches: [1] });
    expect(deriveWalletAddresses(key, 'main', 1, 0, 1)).toEqual(['bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el']);
    expect(parseWalletKey(`sh(wpkh(${accountKey("m/49'/0'/0'", 0x0488b21e)}/0/*))`)).toMatchObject({ ok: true, script: 'sh-wpkh', branches: [0] });
    expect(parseWalletKey(`pkh(${accountKey("m/44'/0'/0'", 0x0488b21e)})`)).toMatchObject({ ok: true, script: 'pkh', branches: [0, 1] });
  });

  it('answers in words what is wrong: empty, a private key, a bad checksum, an unknown form, a broken key', () => {
    const xpub84 = accountKey("m/84'/0'/0'", 0x0488b21e);
    const cases: [string, RegExp][] = [
      ['', /请输入/],
      [master.derive("m/84'/0'/0'").privateExtendedKey, /扩展私钥/],
      [`wpkh(${xpub84}/0/*)#aaaaaaaa`, /校验和不匹配/],
      [`multi(1,${xpub84})`, /无法识别/],
      [`sh(pkh(${xpub84}))`, /sh\(wpkh/],
      [`wpkh(${xpub84}/0/1h/*)`, /密钥表达式/],
      [xpub84.slice(0, -1) + (xpub84.endsWith('a') ? 'b' : 'a'), /无法识别/],
    ];
    for (const [text, message] of cases) {
      const got = parseWalletKey(text);
      expect(got.ok, text).toBe(false);
      if (!got.ok) expect(got.message, text).toMatch(message);
    }
    // a mainnet key does not fit a regtest chain
    const main = parseWalletKey(xpub84);
    expect(main.ok && fitsNetwork(main, 'regtest')).toBe(false);
  });
});
