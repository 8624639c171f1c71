/**
 * Per-chain address validation, browser-safe (no node modules): the registry's family picks the
 * format. EVM: 0x + 40 hex, mixed case must pass the EIP-55 checksum, stored lower-case. BTC
 * (mainnet): bech32 segwit v0 / bech32m v1+ (bc1…) or base58check P2PKH / P2SH (1… / 3…), checksums
 * verified. SOL: base58 of a 32-byte public key.
 */
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { getAddress, sha256 } from 'viem';
import { CHAINS, type ChainFamily, type ChainId } from './chains';

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/** A reason (or null when valid) and the stored form of a valid address. */
type FormatCheck = (input: string) => { error: string | null; normalized: string };

const EVM_RE = /^0x[0-9a-fA-F]{40}$/;
const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]+$/;

const evm: FormatCheck = (input) => {
  if (!EVM_RE.test(input)) return { error: '需为0x开头的40位十六进制', normalized: input };
  const hex = input.slice(2);
  const mixedCase = /[a-f]/.test(hex) && /[A-F]/.test(hex);
  if (mixedCase && getAddress(input) !== input) return { error: 'EIP-55 校验和不匹配', normalized: input };
  return { error: null, normalized: input.toLowerCase() };
};

const base58check = createBase58check((data) => sha256(data, 'bytes'));
const BTC_BASE58_VERSIONS = new Set([0x00, 0x05]); // P2PKH, P2SH (mainnet)

function btcBase58(input: string): boolean {
  try {
    const payload = base58check.decode(input);
    return payload.length === 21 && BTC_BASE58_VERSIONS.has(payload[0]!);
  } catch {
    return false;
  }
}

/** BIP-173 / BIP-350: v0 programs of 20 or 32 bytes in bech32, v1–v16 programs of 2–40 bytes in bech32m. */
function btcSegwit(input: string): boolean {
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) return false;
  const lower = input.toLowerCase() as `${string}1${string}`;
  for (const [coder, v0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    const decoded = coder.decodeUnsafe(lower, 90);
    if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) continue;
    const version = decoded.words[0]!;
    if (v0 !== (version === 0) || version > 16) return false;
    const program = coder.fromWordsUnsafe(decoded.words.slice(1));
    if (!program) return false;
    return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
  }
  return false;
}

const btc: FormatCheck = (input) => {
  if (/^bc1/i.test(input)) return btcSegwit(input) ? { error: null, normalized: input.toLowerCase() } : { error: 'bech32 地址校验失败', normalized: input };
  if (!BASE58_RE.test(input)) return { error: '需为 bc1、1 或 3 开头的地址', normalized: input };
  return btcBase58(input) ? { error: null, normalized: input } : { error: 'base58check 校验失败', normalized: input };
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

/** The address label used in messages: the chain id in capitals (ETH, BSC, BTC, SOL). */
export const addressKind = (chain: ChainId) => chain.toUpperCase();

/** Checks an address against its chain's format; ok → the form to store (EVM and bech32 lower-case). */
export function checkAddress(chain: ChainId, input: string): AddressCheck {
  const trimmed = input.trim();
  const { error, normalized } = FORMATS[CHAINS[chain].family](trimmed);
  if (error === null) return { ok: true, address: normalized };
  return { ok: false, message: `不是有效的 ${addressKind(chain)} 地址（${error}）` };
}

export const isValidAddress = (chain: ChainId, input: string): boolean => checkAddress(chain, input).ok;
