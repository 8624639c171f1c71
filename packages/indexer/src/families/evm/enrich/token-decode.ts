/**
 * Probe answers → what the contract is. A contract that declares ERC-721 or ERC-1155 through
 * ERC-165 is that NFT standard (its name and symbol kept where it answers them: the ERC-721
 * metadata extension, or a collection's own). Otherwise an ERC-20 is a contract whose decimals()
 * and totalSupply() both answer with a uint (decimals 0..255); name() and symbol() are optional in
 * EIP-20, may revert, and old tokens (MKR-style) return them as bytes32 instead of string. Text is
 * cleaned for display and storage: NULs (PostgreSQL text cannot hold them) and control characters
 * go, length is capped.
 */
import {
  decodeAbiParameters,
  decodeFunctionResult,
  erc20Abi,
  erc20Abi_bytes32,
  hexToString,
  size,
  type Hex,
} from 'viem';
import { declaredNftStandard, type Erc165Outcomes, type NftOutcomes } from './interface-calls';
import type { CallOutcome, ProbeOutcomes } from './token-calls';

export const NAME_MAX_CHARS = 128;
export const SYMBOL_MAX_CHARS = 64;
/** the contracts table allows decimals 0..18 (the spec's form range) */
export const STORED_DECIMALS_MAX = 18;

export interface Erc20Metadata {
  name: string | null;
  symbol: string | null;
  /** as the contract answers, 0..255 */
  decimals: number;
  totalSupply: bigint;
}

export interface NftMetadata {
  name: string | null;
  symbol: string | null;
  /** where totalSupply() answers (ERC-721 enumerable) */
  totalSupply: bigint | null;
}

export type NftStandard = 'erc721' | 'erc1155';

/** not_erc20: no token standard found (the stored token_probe value) */
export type TokenProbe =
  | { kind: 'erc20'; token: Erc20Metadata }
  | { kind: 'erc721'; nft: NftMetadata }
  | { kind: 'erc1155'; nft: NftMetadata }
  | { kind: 'not_erc20' }
  | { kind: 'failed'; error: unknown };

/** the ERC-165 answers: the check every contract gets, the NFT ids only when the check passed */
export interface InterfaceAnswers {
  erc165: Erc165Outcomes;
  nft?: NftOutcomes;
}

export function readProbe(outcomes: ProbeOutcomes, interfaces?: InterfaceAnswers): TokenProbe {
  const all = [...Object.values(outcomes), ...Object.values(interfaces?.erc165 ?? {}), ...Object.values(interfaces?.nft ?? {})];
  const failed = all.find((o): o is Extract<CallOutcome, { kind: 'error' }> => o.kind === 'error');
  if (failed) return { kind: 'failed', error: failed.error };
  const standard = interfaces?.nft ? declaredNftStandard(interfaces.nft) : null;
  if (standard) {
    const nft = {
      name: readText(outcomes.name, 'name', NAME_MAX_CHARS),
      symbol: readText(outcomes.symbol, 'symbol', SYMBOL_MAX_CHARS),
      totalSupply: readUint(outcomes.totalSupply),
    };
    return { kind: standard, nft };
  }
  const decimals = readUint(outcomes.decimals);
  const totalSupply = readUint(outcomes.totalSupply);
  if (decimals === null || decimals > 255n || totalSupply === null) return { kind: 'not_erc20' };
  return {
    kind: 'erc20',
    token: {
      name: readText(outcomes.name, 'name', NAME_MAX_CHARS),
      symbol: readText(outcomes.symbol, 'symbol', SYMBOL_MAX_CHARS),
      decimals: Number(decimals),
      totalSupply,
    },
  };
}

function readUint(outcome: CallOutcome): bigint | null {
  if (outcome.kind !== 'answer' || size(outcome.data) < 32) return null;
  return decodeAbiParameters([{ type: 'uint256' }], outcome.data)[0];
}

/** A string answer, or a bytes32 one (exactly one word: an ABI string needs at least two). */
function readText(outcome: CallOutcome, functionName: 'name' | 'symbol', maxChars: number): string | null {
  if (outcome.kind !== 'answer') return null;
  const data: Hex = outcome.data;
  try {
    const text =
      size(data) === 32
        ? hexToString(decodeFunctionResult({ abi: erc20Abi_bytes32, functionName, data }))
        : decodeFunctionResult({ abi: erc20Abi, functionName, data });
    return cleanText(text, maxChars);
  } catch {
    return null; // not decodable as either: the contract has no usable name/symbol
  }
}

export function cleanText(text: string, maxChars: number): string | null {
  const cleaned = text
    .replace(/\u0000/g, '')
    .replace(/[\u0001-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  const chars = Array.from(cleaned);
  return chars.length > maxChars ? chars.slice(0, maxChars).join('').trimEnd() : cleaned;
}
