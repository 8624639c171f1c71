/**
 * A Bitcoin transaction's inputs and outputs as the page shows them (spec part 2 §2.9): an input is
 * the coinbase or the output it spends (previous txid:vout, value, address, script type); an output
 * is spent when it has a spending transaction, otherwise unspent. Status 0 pending, 1 confirmed,
 * 2 failed, anything else unknown. Amounts stay satoshi strings; sums are bigint.
 */
import type { BadgeTone } from '../../components/StatusBadge';
import type { MessageKey } from '../../i18n';
import type { ApiBtcInput, ApiBtcTransaction, ApiBtcUtxo } from '../../lib/core';

export type InputView =
  | { kind: 'coinbase'; key: string }
  | { kind: 'spend'; key: string; txid: string; vout: number; value: string | null; address: string | null; scriptType: string | null };

export function inputView(input: ApiBtcInput): InputView {
  const key = String(input.vin);
  if (input.coinbase || input.txid === null) return { kind: 'coinbase', key };
  return {
    kind: 'spend',
    key,
    txid: input.txid,
    vout: input.vout ?? 0,
    value: input.prevout?.value ?? null,
    address: input.prevout?.scriptPubKey.address ?? null,
    scriptType: input.prevout?.scriptPubKey.type ?? null,
  };
}

export type OutputState = { spent: true; txid: string; vin: number | null; height: number | null } | { spent: false };

export function outputState(utxo: Pick<ApiBtcUtxo, 'spent_tx_id' | 'spent_vin' | 'spent_height'>): OutputState {
  return utxo.spent_tx_id ? { spent: true, txid: utxo.spent_tx_id, vin: utxo.spent_vin, height: utxo.spent_height } : { spent: false };
}

/** outputs in vout order (the API sends them so; sorted to be sure) */
export function outputsInOrder(tx: Pick<ApiBtcTransaction, 'btc_utxos'>): ApiBtcUtxo[] {
  return [...tx.btc_utxos].sort((a, b) => a.vout_index - b.vout_index);
}

export function inputsInOrder(tx: Pick<ApiBtcTransaction, 'vin'>): ApiBtcInput[] {
  return [...tx.vin].sort((a, b) => a.vin - b.vin);
}

/** Σ of satoshi strings (null when one is unknown). */
export function sumSatoshi(values: readonly (string | null)[]): string | null {
  let total = 0n;
  for (const v of values) {
    if (v === null || !/^\d+$/.test(v)) return null;
    total += BigInt(v);
  }
  return total.toString();
}

const STATUS: Record<number, { tone: BadgeTone; label: MessageKey }> = {
  0: { tone: 'warning', label: 'btc.status.pending' },
  1: { tone: 'success', label: 'btc.status.confirmed' },
  2: { tone: 'danger', label: 'btc.status.failed' },
};

export function btcStatus(status: number): { tone: BadgeTone; label: MessageKey } {
  return STATUS[status] ?? { tone: 'neutral', label: 'btc.status.unknown' };
}

/** '12.50' sat/vB → '12.5 sat/vB'; null → null */
export function feeRateText(rate: string | null): string | null {
  if (rate === null || !/^\d+(\.\d+)?$/.test(rate)) return null;
  const trimmed = rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
  return `${trimmed} sat/vB`;
}
