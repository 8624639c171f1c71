/** ERC-20 Transfer detection from logs. */
import { ERC20_TRANSFER_TOPIC, type EvmLog, type TokenTransfer } from '@explorer/core';

export { ERC20_TRANSFER_TOPIC };

const PADDED_ADDRESS = /^0x0{24}[0-9a-f]{40}$/;

/**
 * An ERC-20 Transfer: topic0 is the Transfer signature, exactly 3 topics (from, to indexed) and
 * exactly 32 bytes of data (the amount). ERC-721 emits the same signature with 4 topics (the token
 * id indexed) and empty data, so it is not taken. Topics that are not zero-padded addresses are not
 * an ERC-20 encoding either.
 */
export function decodeErc20Transfer(log: EvmLog): TokenTransfer | null {
  const [topic0, from, to] = log.topics;
  if (log.topics.length !== 3 || topic0 !== ERC20_TRANSFER_TOPIC || log.data.length !== 66) return null;
  if (!from || !to || !PADDED_ADDRESS.test(from) || !PADDED_ADDRESS.test(to)) return null;
  return {
    blockHeight: log.blockHeight,
    txHash: log.txHash,
    logIndex: log.logIndex,
    token: log.address,
    from: `0x${from.slice(26)}`,
    to: `0x${to.slice(26)}`,
    amount: BigInt(log.data),
  };
}
