/**
 * Token moves from logs: what changes a holder's balance, for the three token standards —
 * ERC-20 Transfer (3 topics, the amount in 32 bytes of data), ERC-721 Transfer (4 topics, the token id
 * indexed, no data: one item), ERC-1155 TransferSingle (id and value in data) and TransferBatch (ids
 * and values as two ABI arrays of equal length). A log with one of these signatures but another
 * layout is not a token move (some contracts reuse the names). The zero address on the from side is
 * a mint, on the to side a burn. The same decoding serves ingest and rollback, so a rollback takes
 * back exactly what ingest added.
 */
import { decodeAbiParameters } from 'viem';
import type { EvmLog } from './evm-model';

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics) */
export const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** keccak256("TransferSingle(address,address,address,uint256,uint256)") */
export const ERC1155_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
/** keccak256("TransferBatch(address,address,address,uint256[],uint256[])") */
export const ERC1155_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';
export const TOKEN_MOVE_TOPICS = [ERC20_TRANSFER_TOPIC, ERC1155_SINGLE_TOPIC, ERC1155_BATCH_TOPIC] as const;

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** the standards as stored (token_stats.standard) */
export const TOKEN_STANDARD = { erc20: 1, erc721: 2, erc1155: 3 } as const;
export type TokenStandard = keyof typeof TOKEN_STANDARD;

export interface TokenMove {
  standard: TokenStandard;
  token: string;
  /** null for ERC-20 */
  tokenId: bigint | null;
  from: string;
  to: string;
  amount: bigint;
}

const PADDED_ADDRESS = /^0x0{24}[0-9a-f]{40}$/;
const asAddress = (topic: string | undefined): string | null => (topic !== undefined && PADDED_ADDRESS.test(topic) ? `0x${topic.slice(26)}` : null);
const BATCH = [{ type: 'uint256[]' }, { type: 'uint256[]' }] as const;

/** the moves one log makes (none, one, or a batch's) */
export function tokenMovesOf(log: EvmLog): TokenMove[] {
  const [topic0] = log.topics;
  if (topic0 === ERC20_TRANSFER_TOPIC) {
    const from = asAddress(log.topics[1]);
    const to = asAddress(log.topics[2]);
    if (from === null || to === null) return [];
    if (log.topics.length === 3 && log.data.length === 66) return [{ standard: 'erc20', token: log.address, tokenId: null, from, to, amount: BigInt(log.data) }];
    if (log.topics.length === 4 && log.data === '0x') return [{ standard: 'erc721', token: log.address, tokenId: BigInt(log.topics[3]!), from, to, amount: 1n }];
    return [];
  }
  if ((topic0 !== ERC1155_SINGLE_TOPIC && topic0 !== ERC1155_BATCH_TOPIC) || log.topics.length !== 4) return [];
  const from = asAddress(log.topics[2]);
  const to = asAddress(log.topics[3]);
  if (from === null || to === null) return [];
  const base = { standard: 'erc1155' as const, token: log.address, from, to };
  if (topic0 === ERC1155_SINGLE_TOPIC) {
    if (log.data.length !== 2 + 128) return [];
    return [{ ...base, tokenId: BigInt(`0x${log.data.slice(2, 66)}`), amount: BigInt(`0x${log.data.slice(66)}`) }];
  }
  let ids: readonly bigint[];
  let values: readonly bigint[];
  try {
    [ids, values] = decodeAbiParameters(BATCH, log.data as `0x${string}`);
  } catch {
    return [];
  }
  if (ids.length !== values.length) return [];
  return ids.map((tokenId, i) => ({ ...base, tokenId, amount: values[i]! }));
}

/** Every move of a block's logs, in log order. */
export function tokenMoves(logs: readonly EvmLog[]): TokenMove[] {
  const out: TokenMove[] = [];
  for (const log of logs) {
    const t0 = log.topics[0];
    if (t0 === ERC20_TRANSFER_TOPIC || t0 === ERC1155_SINGLE_TOPIC || t0 === ERC1155_BATCH_TOPIC) out.push(...tokenMovesOf(log));
  }
  return out;
}
