/**
 * Per-chain address validation, browser-safe (no node modules): the registry's family picks the
 * format. EVM: 0x + 40 hex, mixed case must pass the EIP-55 checksum, stored lower-case. BTC: the
 * forms of the network the chain's node reports (btc-networks.ts: main bc1… / 1… / 3…, testnets
 * tb1… / m… / n… / 2…, regtest bcrt1… / m… / n… / 2…; mainnet when none is known) — bech32 segwit
 * v0 / bech32m v1+ or base58check P2PKH / P2SH, checksums verified by @scure/btc-signer's Address
 * coder. SOL: base58 of a 32-byte public key.
 */
import { base58, bech32, bech32m } from '@scure/base';
import { Address } from '@scure/btc-signer';
import { getAddress } from 'viem';
import { BTC_NETWORK_NAMES, BTC_NETWORKS, DEFAULT_BTC_NETWORK, isBtcNetworkName, type BtcNetwork } from './btc-networks';
import { CHAINS, type ChainFamily, type ChainId } from './chains';

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/**
 * A reason (or null when valid) and the stored form of a valid address. `network`: the network the
 * chain's node reports (btc: getblockchaininfo's chain); a family with one address form ignores it.
 */
export type FormatCheck = (input: string, network?: string | null) => { error: string | null; normalized: string };

const EVM_RE = /^0x[0-9a-fA-F]{40}$/;
const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]+$/;

const evm: FormatCheck = (input) => {
  if (!EVM_RE.test(input)) return { error: '需为0x开头的40位十六进制', normalized: input };
  const hex = input.slice(2);
  const mixedCase = /[a-f]/.test(hex) && /[A-F]/.test(hex);
  if (mixedCase && getAddress(input) !== input) return { error: 'EIP-55 校验和不匹配', normalized: input };
  return { error: null, normalized: input.toLowerCase() };
};

const CODERS = new Map(BTC_NETWORK_NAMES.map((n) => [n, Address(BTC_NETWORKS[n].address)]));

/**
 * BIP-173 / BIP-350 witness programs @scure/btc-signer does not type (v1 of other lengths, v2–v16):
 * v0 programs of 20 or 32 bytes in bech32, v1–v16 programs of 2–40 bytes in bech32m.
 */
function otherWitnessProgram(input: string, hrp: string): boolean {
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) return false;
  const lower = input.toLowerCase() as `${string}1${string}`;
  for (const [coder, v0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    const decoded = coder.decodeUnsafe(lower, 90);
    if (!decoded || decoded.prefix !== hrp || decoded.words.length === 0) continue;
    const version = decoded.words[0]!;
    if (v0 !== (version === 0) || version > 16) return false;
    const program = coder.fromWordsUnsafe(decoded.words.slice(1));
    if (!program) return false;
    return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
  }
  return false;
}

const isSegwitForm = (input: string, net: BtcNetwork) => input.toLowerCase().startsWith(`${net.address.bech32}1`);

/** whether `input` is a valid address of `net` (standard forms by the library's coder, other witness programs by BIP-350) */
function validOn(input: string, net: BtcNetwork): boolean {
  try {
    CODERS.get(net.name)!.decode(input);
    return true;
  } catch {
    return isSegwitForm(input, net) && otherWitnessProgram(input, net.address.bech32);
  }
}

/** the networks (other than `net`) whose address `input` is, as 'test/testnet4/signet' */
const otherNetworksOf = (input: string, net: BtcNetwork) =>
  BTC_NETWORK_NAMES.filter((n) => n !== net.name && validOn(input, BTC_NETWORKS[n])).join('/');

const btc: FormatCheck = (input, network) => {
  const net = BTC_NETWORKS[isBtcNetworkName(network) ? network : DEFAULT_BTC_NETWORK];
  if (validOn(input, net)) return { error: null, normalized: isSegwitForm(input, net) ? input.toLowerCase() : input };
  const elsewhere = otherNetworksOf(input, net);
  if (elsewhere) return { error: `这是 ${elsewhere} 网络的地址，本链为 ${net.name} 网络，需为 ${net.forms} 开头`, normalized: input };
  if (isSegwitForm(input, net)) return { error: 'bech32 地址校验失败', normalized: input };
  if (!BASE58_RE.test(input)) return { error: `需为 ${net.forms} 开头的地址`, normalized: input };
  return { error: 'base58check 校验失败', normalized: input };
};

const sol: FormatCheck = (input) => {
  if (!BASE58_RE.test(input) || input.length < 32 || input.length > 44) return { error: '需为32字节公钥的 base58 编码', normalized: input };
  try {
    return base58.decode(input).length === 32 ? { error: null, normalized: input } : { error: '需为32字节公钥的 base58 编码', normalized: input };
  } catch {
    return { error: '需为32字节公钥的 base58 编码', normalized: input };
  }
};

const FORMATS: Record<ChainFamily, FormatCheck> = { evm, btc, sol };
/** whether a family's address forms depend on the node's network (Bitcoin: mainnet, testnet and regtest prefixes) */
const NETWORK_FORMS: Record<ChainFamily, boolean> = { evm: false, btc: true, sol: false };

/**
 * Adds the address format of a family the product does not ship (registered with core
 * registerChain); `networkForms`: whether its forms depend on the network the node reports.
 */
export function registerAddressFormat(family: string, check: FormatCheck, networkForms = false): void {
  if (family in FORMATS) throw new Error(`the ${family} family already has an address format`);
  (FORMATS as Record<string, FormatCheck>)[family] = check;
  (NETWORK_FORMS as Record<string, boolean>)[family] = networkForms;
}

/** whether the chain's addresses are checked against the network its node reports */
export const addressFormsDependOnNetwork = (chain: ChainId): boolean => NETWORK_FORMS[CHAINS[chain].family];

/** The address label used in messages: the chain id in capitals (ETH, BSC, BTC, SOL). */
export const addressKind = (chain: ChainId) => chain.toUpperCase();

/**
 * Checks an address against its chain's format; ok → the form to store (EVM and bech32 lower-case).
 * `network`: the network the chain's node reports (btc: main, test, testnet4, signet, regtest; absent
 * or unknown → mainnet); the EVM and Solana formats do not depend on it.
 */
export function checkAddress(chain: ChainId, input: string, network?: string | null): AddressCheck {
  const trimmed = input.trim();
  const { error, normalized } = FORMATS[CHAINS[chain].family](trimmed, network);
  if (error === null) return { ok: true, address: normalized };
  return { ok: false, message: `不是有效的 ${addressKind(chain)} 地址（${error}）` };
}

export const isValidAddress = (chain: ChainId, input: string, network?: string | null): boolean => checkAddress(chain, input, network).ok;
