/**
 * BlockParts → the normalized Bitcoin model: scripts decoded to types and addresses, input and
 * output sums, fees (inputs − outputs; unknown when an input's value is), subsidy, reward =
 * subsidy + fees, the pool from the coinbase tag. Before anything is derived, the header hash and
 * the merkle root are recomputed: a block that does not hash to what the node said is refused.
 */
import type { BtcBlockBundle, BtcInput, BtcOutput, BtcTransaction } from '@explorer/core';
import { InconsistentBlockError } from '../../rpc/errors';
import { headerHash, merkleRoot } from './header';
import { blockSubsidy, type BtcNetwork } from './network';
import type { BlockParts, TxParts } from './parts';
import { poolFromCoinbase } from './pools';
import { scriptDecoder, type ScriptDecoder } from './script';

export interface BundleOptions {
  /** recompute the header hash and merkle root (off only for recorded blocks trimmed of transactions) */
  verify?: boolean;
}

export function verifyBlockParts(p: BlockParts): void {
  const hash = headerHash(p);
  if (hash !== p.hash) throw new InconsistentBlockError(`block ${p.height}: the header hashes to ${hash}, not ${p.hash}`);
  const root = merkleRoot(p.txs.map((t) => t.txid));
  if (root !== p.merkleRoot) throw new InconsistentBlockError(`block ${p.height}: the transactions' merkle root is ${root}, not ${p.merkleRoot}`);
}

function standardizeTx(t: TxParts, index: number, decode: ScriptDecoder): BtcTransaction {
  const coinbase = index === 0 && t.inputs.length === 1 && t.inputs[0]!.coinbase !== null;
  let valueIn: bigint | null = coinbase ? null : 0n;
  const inputs: BtcInput[] = t.inputs.map((i, vin) => {
    if (!i.prevout) {
      valueIn = null;
      return { vin, prevTxid: i.prevTxid, prevVout: i.prevVout, value: null, address: null, scriptType: null };
    }
    if (valueIn !== null) valueIn += i.prevout.value;
    const { scriptType, address } = decode(i.prevout.script);
    return { vin, prevTxid: i.prevTxid, prevVout: i.prevVout, value: i.prevout.value, address, scriptType };
  });
  let valueOut = 0n;
  const outputs: BtcOutput[] = t.outputs.map((o, vout) => {
    valueOut += o.value;
    const { scriptType, address } = decode(o.script);
    return { vout, value: o.value, address, scriptType };
  });
  const fee = coinbase ? 0n : valueIn === null ? null : (valueIn as bigint) - valueOut;
  if (fee !== null && fee < 0n) throw new InconsistentBlockError(`tx ${t.txid} spends ${valueIn} sat but creates ${valueOut}`);
  return { txid: t.txid, wtxid: t.wtxid, index, coinbase, size: t.size, vsize: t.vsize, weight: t.weight, valueIn, valueOut, fee, inputs, outputs };
}

/** A block's sums over its standardized transactions: fees (null when an input's value is unknown), outputs, subsidy and reward. */
export function btcBlockSums(transactions: readonly BtcTransaction[], height: number, network: BtcNetwork) {
  let fees: bigint | null = 0n;
  let valueOut = 0n;
  for (const t of transactions) {
    valueOut += t.valueOut;
    fees = fees === null || t.fee === null ? null : fees + t.fee;
  }
  const subsidy = blockSubsidy(height, network);
  return { txCount: transactions.length, fees, subsidy, reward: fees === null ? null : subsidy + fees, valueOut };
}

export function buildBtcBundle(p: BlockParts, network: BtcNetwork, opts: BundleOptions = {}): BtcBlockBundle {
  if (opts.verify !== false) verifyBlockParts(p);
  const decode = scriptDecoder(network);
  const transactions = p.txs.map((t, i) => standardizeTx(t, i, decode));
  const cb = transactions[0];
  if (!cb?.coinbase) throw new InconsistentBlockError(`block ${p.height}: the first transaction is not a coinbase`);
  const { txCount, fees, subsidy, reward, valueOut } = btcBlockSums(transactions, p.height, network);
  return {
    block: {
      height: p.height,
      hash: p.hash,
      parentHash: p.parentHash,
      timestamp: p.timestamp,
      version: p.version,
      bits: p.bits,
      nonce: p.nonce,
      merkleRoot: p.merkleRoot,
      difficulty: p.difficulty,
      size: p.size,
      strippedSize: p.strippedSize,
      weight: p.weight,
      txCount,
      fees,
      subsidy,
      reward,
      coinbaseValue: cb.valueOut,
      valueOut,
      miner: poolFromCoinbase(p.txs[0]!.inputs[0]!.coinbase!),
    },
    transactions,
  };
}
