/** Labels of transaction status, receipt status and transaction type (spec part 2 §2.3, §4, §9). */
import type { BadgeTone } from '../../components/StatusBadge';
import type { MessageKey } from '../../i18n';

/** Transaction status: 0 pending, 1 success, 2 failed, anything else unknown. */
export function txStatus(status: number): { tone: BadgeTone; label: MessageKey } {
  if (status === 0) return { tone: 'warning', label: 'blockDetail.status.pending' };
  if (status === 1) return { tone: 'success', label: 'blockDetail.status.success' };
  if (status === 2) return { tone: 'danger', label: 'blockDetail.status.failed' };
  return { tone: 'neutral', label: 'blockDetail.status.unknown' };
}

/** Receipt status: 0 failed, 1 success (null: unknown). */
export function receiptStatus(status: number | null): { tone: BadgeTone; label: MessageKey } {
  if (status === 1) return { tone: 'success', label: 'blockDetail.status.success' };
  if (status === 0) return { tone: 'danger', label: 'blockDetail.status.failed' };
  return { tone: 'neutral', label: 'blockDetail.status.unknown' };
}

const TX_TYPES: Readonly<Record<number, string>> = { 0: 'Legacy', 1: 'EIP-2930', 2: 'EIP-1559', 3: 'EIP-4844' };

/** 0 Legacy, 1 EIP-2930, 2 EIP-1559, 3 EIP-4844; another number is shown as itself. */
export function txTypeLabel(type: number | null): string {
  if (type === null) return '-';
  return TX_TYPES[type] ?? `Type ${type}`;
}

/** The function selector: the first 10 characters of the input data ('0x' + 4 bytes). */
export function functionSelector(input: string | null): string | null {
  return input !== null && input.length >= 10 ? input.slice(0, 10) : null;
}
