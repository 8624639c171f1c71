/**
 * Turns a transaction body into one of the three envelopes (legacy, EIP-2930, EIP-1559) with
 * varied fees above the current base fee: mostly modest tips, sometimes none, sometimes generous.
 */
import type { AccessList, Address, Hex, TransactionSerializable } from 'viem';
import type { Random } from './random';

export type TxType = 'legacy' | 'eip2930' | 'eip1559';
export const TX_TYPES: readonly TxType[] = ['legacy', 'eip2930', 'eip1559'];

export interface TxBody {
  to?: Address;
  data?: Hex;
  value?: bigint;
  /** gas limit before access-list costs */
  gas: bigint;
  accessList?: AccessList;
}

/** an unsigned transaction without nonce and chain id (added when it is sent) */
export type UnsignedTx = Omit<TransactionSerializable, 'nonce' | 'chainId'> & { type: TxType; gas: bigint };

const ACCESS_ADDRESS_GAS = 2400n;
const ACCESS_KEY_GAS = 1900n;

function tip(random: Random): bigint {
  const band = random.weighted({ none: 1, small: 6, normal: 10, high: 3 });
  if (band === 'none') return 0n;
  if (band === 'small') return random.magnitude(4, 6); // ~0.00001 .. 1 gwei
  if (band === 'normal') return random.magnitude(6, 7); // ~0.001 .. 10 gwei
  return random.magnitude(8, 8); // ~0.1 .. 100 gwei
}

/** baseFee × (lowPct..highPct)% — the head room a wallet leaves for the base fee to rise */
function scaled(baseFee: bigint, random: Random, lowPct: number, highPct: number): bigint {
  return (baseFee * BigInt(random.int(lowPct, highPct))) / 100n;
}

export function accessListGas(list: AccessList | undefined): bigint {
  return (list ?? []).reduce((sum, item) => sum + ACCESS_ADDRESS_GAS + ACCESS_KEY_GAS * BigInt(item.storageKeys.length), 0n);
}

export function envelope(body: TxBody, type: TxType, baseFee: bigint, random: Random): UnsignedTx {
  const common = { to: body.to, data: body.data, value: body.value ?? 0n };
  if (type === 'eip1559') {
    const priority = tip(random);
    return { ...common, type, gas: body.gas, maxPriorityFeePerGas: priority, maxFeePerGas: scaled(baseFee, random, 115, 300) + priority };
  }
  const gasPrice = scaled(baseFee, random, 115, 200) + tip(random);
  if (type === 'legacy') return { ...common, type, gas: body.gas, gasPrice };
  const accessList = body.accessList ?? (body.to && random.chance(0.7) ? [{ address: body.to, storageKeys: [] }] : []);
  return { ...common, type, gas: body.gas + accessListGas(accessList), gasPrice, accessList };
}
