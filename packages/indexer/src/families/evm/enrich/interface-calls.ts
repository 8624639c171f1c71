/**
 * ERC-165 interface detection by eth_call, as EIP-165 describes it: a contract implements ERC-165
 * when supportsInterface(0x01ffc9a7) is true and supportsInterface(0xffffffff) is false; only then
 * are its answers for ERC-721 (0x80ac58cd) and ERC-1155 (0xd9b67a26) asked and believed. A call that
 * reverts, answers nothing or answers anything but true counts as "not supported"; an error of the
 * node says nothing and fails the probe (retried later).
 */
import { decodeAbiParameters, encodeFunctionData, parseAbi, size, type Hex } from 'viem';
import type { RpcCall } from '../../../rpc';
import type { CallOutcome } from './token-calls';

export const INTERFACE_IDS = {
  erc165: '0x01ffc9a7',
  /** the id no contract may claim (EIP-165) */
  invalid: '0xffffffff',
  erc721: '0x80ac58cd',
  erc1155: '0xd9b67a26',
} as const satisfies Record<string, Hex>;
export type InterfaceName = keyof typeof INTERFACE_IDS;

/** the first round asks every contract these; the second asks NFT_CHECK of the ERC-165 ones only */
export const ERC165_CHECK = ['erc165', 'invalid'] as const satisfies readonly InterfaceName[];
export const NFT_CHECK = ['erc721', 'erc1155'] as const satisfies readonly InterfaceName[];

export type Erc165Outcomes = Record<(typeof ERC165_CHECK)[number], CallOutcome>;
export type NftOutcomes = Record<(typeof NFT_CHECK)[number], CallOutcome>;

const ABI = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)']);

export function supportsInterfaceCalls(address: string, names: readonly InterfaceName[]): RpcCall[] {
  return names.map((name) => ({
    method: 'eth_call',
    params: [{ to: address, data: encodeFunctionData({ abi: ABI, functionName: 'supportsInterface', args: [INTERFACE_IDS[name]] }) }, 'latest'],
  }));
}

/** true only for an answer whose first word is 1 (an ABI-encoded true) */
export function answersTrue(outcome: CallOutcome): boolean {
  if (outcome.kind !== 'answer' || size(outcome.data) < 32) return false;
  return decodeAbiParameters([{ type: 'uint256' }], outcome.data)[0] === 1n;
}

/** the EIP-165 rule; null when the node failed one of the calls */
export function implementsErc165(o: Erc165Outcomes): boolean | null {
  if (o.erc165.kind === 'error' || o.invalid.kind === 'error') return null;
  return answersTrue(o.erc165) && !answersTrue(o.invalid);
}

/** The NFT standard an ERC-165 contract declares (ERC-721 first when it claims both), or null. */
export function declaredNftStandard(o: NftOutcomes): 'erc721' | 'erc1155' | null {
  if (answersTrue(o.erc721)) return 'erc721';
  if (answersTrue(o.erc1155)) return 'erc1155';
  return null;
}
