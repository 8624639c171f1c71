import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkAddress, isValidAddress } from './address-format';
import { BTC_NETWORK_NAMES, type BtcNetworkName } from './btc-networks';

const CHAINDATA = process.env.CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/chaindata');
const readJson = (file: string): any => JSON.parse(readFileSync(resolve(CHAINDATA, file), 'utf8'));

/** Every (address, type) pair of the Esplora outputs and prevouts in the mempool fixture. */
function btcVectors(): { address: string; type: string }[] {
  const out: { address: string; type: string }[] = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (o && typeof o === 'object') {
      const r = o as Record<string, unknown>;
      if (typeof r.scriptpubkey_address === 'string') out.push({ address: r.scriptpubkey_address, type: String(r.scriptpubkey_type) });
      Object.values(r).forEach(walk);
    }
  };
  walk(readJson('bitcoin/btc_mainnet_esplora_txs_random.mempool.json'));
  return out;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Replaces one character (at i) with the next one of the alphabet: same shape, different data. */
function corrupt(address: string, i: number, alphabet: string): string {
  const c = address[i]!;
  const next = alphabet[(alphabet.indexOf(c) + 1) % alphabet.length]!;
  return address.slice(0, i) + next + address.slice(i + 1);
}

describe('EVM addresses (eth, bsc)', () => {
  // EIP-55 checksummed addresses as published in the BSC mainnet fixture (eth_call batch targets)
  const bsc = readJson('bsc/bsc_mainnet_block_12823819_summary.blockbook.json');
  const mixed: string[] = [bsc.ethCallBatch.address, ...bsc.ethCallBatch.contracts].filter((a: string) => /[A-F]/.test(a) && /[a-f]/.test(a));
  // the fixture writes two tokens with letters in the wrong case for EIP-55: WBNB (0xbb4C… when
  // checksummed) and BUSD (…0xe9e7CEA3DedcA…bD69ADd087D56); the other three are checksummed
  const MISCASED = ['0xBB4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', '0xe9e7CEA3Dedca5984780Bafc599bd69ADd087d56'];
  const CHECKSUMMED_FORM = ['0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56'];
  // EIP-55's own examples
  const EIP55 = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];
  const checksummed = [...mixed.filter((a) => !MISCASED.includes(a)), ...CHECKSUMMED_FORM, ...EIP55];
  const eth = readJson('ethereum/eth_mainnet_block_1755635_fulltx_rpc.ethereum-etl.json').result;
  const lower: string[] = [eth.miner, ...eth.transactions.flatMap((t: any) => [t.from, t.to])];

  it('accepts real checksummed and lower-case addresses and stores them lower-case', () => {
    expect(checksummed).toHaveLength(9);
    for (const a of [...checksummed, ...lower]) {
      for (const chain of ['eth', 'bsc'] as const) expect(checkAddress(chain, a)).toEqual({ ok: true, address: a.toLowerCase() });
    }
  });

  it('refuses the fixture’s mis-cased WBNB and BUSD and accepts their EIP-55 forms', () => {
    expect(mixed).toEqual(expect.arrayContaining(MISCASED));
    expect(mixed.length - MISCASED.length).toBe(3);
    for (const a of MISCASED) expect(checkAddress('bsc', a)).toEqual({ ok: false, message: '不是有效的 BSC 地址（EIP-55 校验和不匹配）' });
    for (const a of CHECKSUMMED_FORM) expect(checkAddress('bsc', a)).toEqual({ ok: true, address: a.toLowerCase() });
  });

  it('refuses a checksummed address with one letter’s case flipped (EIP-55)', () => {
    for (const a of checksummed) {
      const i = a.slice(2).search(/[a-fA-F]/) + 2;
      const flipped = a.slice(0, i) + (a[i] === a[i]!.toUpperCase() ? a[i]!.toLowerCase() : a[i]!.toUpperCase()) + a.slice(i + 1);
      const res = checkAddress('eth', flipped);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.message).toBe('不是有效的 ETH 地址（EIP-55 校验和不匹配）');
    }
  });

  it('refuses wrong length, missing 0x and non-hex, naming the chain', () => {
    const a = lower[0]!;
    for (const bad of [a.slice(0, 41), a + '0', a.slice(2), a.slice(0, 41) + 'g', '']) expect(isValidAddress('eth', bad)).toBe(false);
    const res = checkAddress('bsc', a.slice(2));
    expect(res.ok === false && res.message.startsWith('不是有效的 BSC 地址')).toBe(true);
  });
});

describe('BTC addresses', () => {
  const vectors = btcVectors();

  it('accepts every real mainnet output address of the fixture (p2pkh, p2sh, p2wpkh, p2wsh, p2tr, other v1 programs)', () => {
    expect(new Set(vectors.map((v) => v.type))).toEqual(new Set(['p2pkh', 'p2sh', 'v0_p2wpkh', 'v0_p2wsh', 'v1_p2tr', 'unknown']));
    for (const { address } of vectors) expect(checkAddress('btc', address), address).toEqual({ ok: true, address });
  });

  it('accepts upper-case bech32 and stores it lower-case; refuses mixed case', () => {
    const segwit = vectors.find((v) => v.type === 'v0_p2wpkh')!.address;
    expect(checkAddress('btc', segwit.toUpperCase())).toEqual({ ok: true, address: segwit });
    expect(isValidAddress('btc', segwit.slice(0, 10).toUpperCase() + segwit.slice(10))).toBe(false);
  });

  it('refuses every one-character corruption (checksums are verified)', () => {
    for (const { address } of vectors) {
      const bech = address.startsWith('bc1');
      const alphabet = bech ? BECH32_ALPHABET : BASE58_ALPHABET;
      for (const i of [bech ? 4 : 1, Math.floor(address.length / 2), address.length - 1]) {
        expect(isValidAddress('btc', corrupt(address, i, alphabet)), `${address} @${i}`).toBe(false);
      }
    }
  });

  it('refuses testnet, EVM-shaped and wrong-version inputs with a clear message', () => {
    const res = checkAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(res.ok === false && res.message.startsWith('不是有效的 BTC 地址')).toBe(true);
    expect(isValidAddress('btc', '0x21d45650db732ce5df77685d6021d7d5d1da807f')).toBe(false);
    // a bech32 (not bech32m) checksum on a v1 program is invalid under BIP-350
    expect(isValidAddress('btc', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx')).toBe(false);
  });
});

/** Bitcoin Core's chainparams per network: bech32 hrp and base58 version bytes (P2PKH, P2SH). */
const CHAINPARAMS: Record<BtcNetworkName, { hrp: string; pkh: number; sh: number }> = {
  main: { hrp: 'bc', pkh: 0x00, sh: 0x05 },
  test: { hrp: 'tb', pkh: 0x6f, sh: 0xc4 },
  testnet4: { hrp: 'tb', pkh: 0x6f, sh: 0xc4 },
  signet: { hrp: 'tb', pkh: 0x6f, sh: 0xc4 },
  regtest: { hrp: 'bcrt', pkh: 0x6f, sh: 0xc4 },
};

/** The five standard forms of one network, encoded here by BIP-173 / BIP-350 / base58check from fixed hashes. */
function networkForms(net: BtcNetworkName): Record<'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr', string> {
  const { hrp, pkh, sh } = CHAINPARAMS[net];
  const bytes = (seed: number, n: number) => Uint8Array.from({ length: n }, (_, i) => (seed * 31 + i * 7) % 256);
  const b58 = createBase58check((d) => sha256(d, 'bytes'));
  return {
    p2pkh: b58.encode(Uint8Array.of(pkh, ...bytes(1, 20))),
    p2sh: b58.encode(Uint8Array.of(sh, ...bytes(2, 20))),
    p2wpkh: bech32.encode(hrp, [0, ...bech32.toWords(bytes(3, 20))]),
    p2wsh: bech32.encode(hrp, [0, ...bech32.toWords(bytes(4, 32))]),
    p2tr: bech32m.encode(hrp, [1, ...bech32m.toWords(bytes(5, 32))]),
  };
}

/** two networks take the same addresses when their hrp and version bytes are the same */
const sameForms = (a: BtcNetworkName, b: BtcNetworkName) => JSON.stringify(CHAINPARAMS[a]) === JSON.stringify(CHAINPARAMS[b]);
const base58Same = (a: BtcNetworkName, b: BtcNetworkName) => CHAINPARAMS[a].pkh === CHAINPARAMS[b].pkh;

describe('BTC addresses per network (getblockchaininfo chain)', () => {
  it('accepts each network’s P2PKH, P2SH, P2WPKH, P2WSH and P2TR on that network and refuses them where the prefix differs', () => {
    for (const of of BTC_NETWORK_NAMES) {
      for (const [form, address] of Object.entries(networkForms(of))) {
        for (const on of BTC_NETWORK_NAMES) {
          const valid = form.startsWith('p2w') || form === 'p2tr' ? sameForms(of, on) : base58Same(of, on);
          const res = checkAddress('btc', address, on);
          expect(res, `${of} ${form} on ${on}`).toEqual(valid ? { ok: true, address } : { ok: false, message: expect.stringMatching(/^不是有效的 BTC 地址（这是 .*网络的地址，本链为 /) });
        }
      }
    }
  });

  it('a regtest chain takes bcrt1 / m / n / 2 and names the network of a mainnet address; mainnet the other way round', () => {
    const regtest = networkForms('regtest');
    const main = networkForms('main');
    expect(regtest.p2wpkh).toMatch(/^bcrt1q/);
    expect(regtest.p2pkh).toMatch(/^[mn]/);
    expect(regtest.p2sh).toMatch(/^2/);
    expect(checkAddress('btc', main.p2wpkh, 'regtest')).toEqual({ ok: false, message: '不是有效的 BTC 地址（这是 main 网络的地址，本链为 regtest 网络，需为 bcrt1、m、n 或 2 开头）' });
    expect(checkAddress('btc', regtest.p2tr, 'main')).toEqual({ ok: false, message: '不是有效的 BTC 地址（这是 regtest 网络的地址，本链为 main 网络，需为 bc1、1 或 3 开头）' });
    expect(checkAddress('btc', regtest.p2pkh, 'main')).toEqual({ ok: false, message: '不是有效的 BTC 地址（这是 test/testnet4/signet/regtest 网络的地址，本链为 main 网络，需为 bc1、1 或 3 开头）' });
    // without a network (none recorded yet) the chain is taken as mainnet, as before
    expect(isValidAddress('btc', main.p2wsh)).toBe(true);
    expect(isValidAddress('btc', regtest.p2wsh)).toBe(false);
  });

  it('stores upper-case bcrt1 lower-case and verifies every regtest checksum', () => {
    const regtest = networkForms('regtest');
    expect(checkAddress('btc', regtest.p2wsh.toUpperCase(), 'regtest')).toEqual({ ok: true, address: regtest.p2wsh });
    for (const address of Object.values(regtest)) {
      const bech = address.startsWith('bcrt1');
      const alphabet = bech ? BECH32_ALPHABET : BASE58_ALPHABET;
      for (const i of [bech ? 6 : 1, Math.floor(address.length / 2), address.length - 1]) {
        const res = checkAddress('btc', corrupt(address, i, alphabet), 'regtest');
        expect(res.ok, `${address} @${i}`).toBe(false);
      }
    }
    expect(checkAddress('btc', 'bcrt1qqqqqqqqqqqq', 'regtest')).toEqual({ ok: false, message: '不是有效的 BTC 地址（bech32 地址校验失败）' });
    expect(checkAddress('btc', '0x21d45650db732ce5df77685d6021d7d5d1da807f', 'regtest')).toEqual({ ok: false, message: '不是有效的 BTC 地址（需为 bcrt1、m、n 或 2 开头的地址）' });
  });

  it('keeps witness programs the library does not type (v1 of 20 bytes, v16) valid on their network only', () => {
    const v16 = bech32m.encode('bcrt', [16, ...bech32m.toWords(Uint8Array.of(1, 2))]);
    const v1short = bech32m.encode('bc', [1, ...bech32m.toWords(new Uint8Array(20).fill(9))]);
    expect(checkAddress('btc', v16, 'regtest')).toEqual({ ok: true, address: v16 });
    expect(isValidAddress('btc', v16, 'main')).toBe(false);
    expect(checkAddress('btc', v1short, 'main')).toEqual({ ok: true, address: v1short });
    expect(isValidAddress('btc', v1short, 'signet')).toBe(false);
  });

  it('the EVM and Solana formats do not depend on a network', () => {
    expect(isValidAddress('eth', '0x21d45650db732ce5df77685d6021d7d5d1da807f', 'regtest')).toBe(true);
    expect(isValidAddress('sol', '11111111111111111111111111111111', 'regtest')).toBe(true);
  });
});

describe('SOL addresses', () => {
  const tx = readJson('solana/sol_mainnet_getTransaction_jsonParsed_single-usdc_4LXpF3MCdp69iFmD.explorer.json').result;
  const keys: string[] = tx.transaction.message.accountKeys.map((k: { pubkey: string }) => k.pubkey);

  it('accepts every account key of a real transaction (including the all-zero system program)', () => {
    expect(keys).toContain('11111111111111111111111111111111');
    for (const k of keys) expect(checkAddress('sol', k)).toEqual({ ok: true, address: k });
  });

  it('refuses keys that do not decode to 32 bytes (44 × z is 33 bytes) or use letters outside base58', () => {
    const k = keys[0]!;
    expect(k).toHaveLength(44);
    for (const bad of [k.slice(0, 30), k + '1', 'z'.repeat(44), k.slice(0, 43) + '0', k.slice(0, 20) + 'l' + k.slice(21)]) {
      const res = checkAddress('sol', bad);
      expect(res.ok, bad).toBe(false);
      if (!res.ok) expect(res.message).toBe('不是有效的 SOL 地址（需为32字节公钥的 base58 编码）');
    }
  });
});
