/**
 * The coinbase transaction as a pool writes it: scriptSig = BIP34 height, the pool's tag, an
 * extranonce; the reward to the pool's output; an OP_RETURN witness commitment (BIP141) with the
 * 32-byte witness reserved value as the coinbase input's witness.
 */
import { RawTx } from '@scure/btc-signer';
import { concat } from './bytes';
import { bip34Push } from './chain';
import { WITNESS_COMMITMENT_PREFIX } from './merkle';
import { describeTx, type TxInfo } from './raw-block';

export const POOL_TAG = '/devnet pool/';

function push(data: Uint8Array): Uint8Array {
  if (data.length > 75) throw new Error('coinbase pushes stay under 76 bytes');
  return concat([Uint8Array.of(data.length), data]);
}

export interface CoinbaseSpec {
  height: number;
  /** subsidy + fees, satoshi */
  value: bigint;
  payoutScript: Uint8Array;
  /** the witness commitment hash; omitted in a block without witness data */
  commitment?: Uint8Array;
  extraNonce: Uint8Array;
  tag?: string;
}

export function buildCoinbase(spec: CoinbaseSpec): TxInfo {
  if (spec.value < 0n) throw new Error('a coinbase cannot pay a negative value');
  const scriptSig = concat([bip34Push(spec.height), push(new TextEncoder().encode(spec.tag ?? POOL_TAG)), push(spec.extraNonce)]);
  const outputs = [{ amount: spec.value, script: spec.payoutScript }];
  if (spec.commitment) outputs.push({ amount: 0n, script: concat([WITNESS_COMMITMENT_PREFIX, spec.commitment]) });
  const raw = RawTx.encode({
    version: 2,
    segwitFlag: spec.commitment !== undefined,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: scriptSig, sequence: 0xffffffff }],
    outputs,
    witnesses: spec.commitment ? [[new Uint8Array(32)]] : undefined,
    lockTime: 0,
  });
  return describeTx(raw);
}
