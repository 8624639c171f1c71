/**
 * A transaction in Esplora's shape (electrs' TransactionValue): txid, version, locktime, vin (with the
 * spent output as `prevout`, scriptsig, witness, sequence, and the inner redeem / witness script of
 * a P2SH / P2WSH / taproot script-path spend), vout, size, weight, fee and status — values in satoshi
 * as numbers. The index gives the place, sizes, fee, input values and spenders; the node's raw
 * transaction the scripts, witnesses, sequences, version and lock time.
 */
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { addressScript } from '@explorer/indexer';
import type { BtcNetwork } from '@explorer/core';
import type { BtcInputRow, BtcTxRow } from '../transactions-repository';
import { addressOfScript } from '../stored';
import type { NodeTx } from './node';
import { scriptAsm, scriptPushes, scriptType } from './script';

export interface EsploraOutput {
  scriptpubkey: string;
  scriptpubkey_asm: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
}

export interface EsploraInput {
  txid: string;
  vout: number;
  prevout: EsploraOutput | null;
  scriptsig: string;
  scriptsig_asm: string;
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
  inner_redeemscript_asm?: string;
  inner_witnessscript_asm?: string;
}

export interface EsploraStatus {
  confirmed: boolean;
  block_height?: number;
  block_hash?: string;
  block_time?: number;
}

export interface EsploraTx {
  txid: string;
  version: number;
  locktime: number;
  vin: EsploraInput[];
  vout: EsploraOutput[];
  size: number;
  weight: number;
  /** inputs − outputs; null only when neither the index nor the node knows an input's value */
  fee: number | null;
  status: EsploraStatus;
}

export const COINBASE_TXID = '0'.repeat(64);
const COINBASE_VOUT = 0xffffffff;

export const statusOf = (tx: Pick<BtcTxRow, 'block_height' | 'block_hash' | 'timestamp'>): EsploraStatus => ({
  confirmed: true,
  block_height: tx.block_height,
  block_hash: tx.block_hash,
  block_time: tx.timestamp,
});

export function esploraOutput(script: Uint8Array, value: number, network: BtcNetwork): EsploraOutput {
  const address = addressOfScript(hex.encode(script), network);
  return {
    scriptpubkey: hex.encode(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value,
  };
}

/** the last witness items that are not the annex (BIP 341: a last item starting 0x50, with two or more items) */
const withoutAnnex = (witness: Uint8Array[]) => (witness.length >= 2 && witness[witness.length - 1]![0] === 0x50 ? witness.slice(0, -1) : witness);

/** P2SH: the redeem script pushed last; P2WSH (native or in P2SH): the witness script; taproot script path: the tapscript */
function innerScripts(prevType: string | null, scriptSig: Uint8Array, witness: Uint8Array[]): Pick<EsploraInput, 'inner_redeemscript_asm' | 'inner_witnessscript_asm'> {
  const out: Pick<EsploraInput, 'inner_redeemscript_asm' | 'inner_witnessscript_asm'> = {};
  let redeem: Uint8Array | undefined;
  if (prevType === 'p2sh') {
    redeem = scriptPushes(scriptSig)?.at(-1);
    if (redeem) out.inner_redeemscript_asm = scriptAsm(redeem);
  }
  const wsh = prevType === 'v0_p2wsh' || (redeem !== undefined && redeem.length === 34 && redeem[0] === 0x00 && redeem[1] === 0x20);
  if (wsh && witness.length > 0) out.inner_witnessscript_asm = scriptAsm(witness[witness.length - 1]!);
  if (prevType === 'v1_p2tr') {
    const items = withoutAnnex(witness);
    if (items.length >= 2) out.inner_witnessscript_asm = scriptAsm(items[items.length - 2]!);
  }
  return out;
}

/** the spent output: its script from the node (Core ≥ 25) or from the indexed address, its value from the index */
function prevoutOf(input: BtcInputRow | undefined, nodeScript: string | null, network: BtcNetwork): EsploraOutput | null {
  if (!input || input.value === null) return null;
  const script = nodeScript !== null ? hex.decode(nodeScript) : input.address ? addressScript(input.address) : null;
  return script ? esploraOutput(script, Number(input.value), network) : null;
}

export function toEsploraTx(row: BtcTxRow, inputs: readonly BtcInputRow[], node: NodeTx, network: BtcNetwork): EsploraTx {
  const raw = RawTx.decode(hex.decode(node.hex));
  const byVin = new Map(inputs.map((i) => [i.vin, i]));
  const vin = raw.inputs.map((input, k): EsploraInput => {
    const witness = raw.witnesses?.[k] ?? [];
    const scriptsig = input.finalScriptSig;
    const common = {
      scriptsig: hex.encode(scriptsig),
      scriptsig_asm: scriptAsm(scriptsig),
      ...(witness.length > 0 ? { witness: witness.map((w) => hex.encode(w)) } : {}),
      sequence: input.sequence,
    };
    if (row.coinbase) return { txid: COINBASE_TXID, vout: COINBASE_VOUT, prevout: null, ...common, is_coinbase: true };
    const prevout = prevoutOf(byVin.get(k), node.prevoutScripts[k] ?? null, network);
    return { txid: hex.encode(input.txid), vout: input.index, prevout, ...common, is_coinbase: false, ...innerScripts(prevout?.scriptpubkey_type ?? null, scriptsig, witness) };
  });
  const fee = row.coinbase ? 0 : row.value_in !== null ? Number(row.fee) : node.fee;
  return {
    txid: row.hash,
    version: raw.version,
    locktime: raw.lockTime,
    vin,
    vout: raw.outputs.map((o) => esploraOutput(o.script, Number(o.amount), network)),
    size: row.size,
    weight: row.weight,
    fee,
    status: statusOf(row),
  };
}
