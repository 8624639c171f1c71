/** A contract's (or coin config's) status: 1 enabled green, 0 disabled red, anything else unknown (spec part 2 §2.5, §4). */
import { StatusBadge } from './StatusBadge';
import { useT } from '../i18n';

export function ContractStatus({ status }: { status: number | null | undefined }) {
  const t = useT();
  if (status === 1) return <StatusBadge tone="success">{t('contracts.status.enabled')}</StatusBadge>;
  if (status === 0) return <StatusBadge tone="danger">{t('contracts.status.disabled')}</StatusBadge>;
  return <StatusBadge tone="neutral">{t('contracts.status.unknown')}</StatusBadge>;
}

/** the type as the spec displays it: lower-case */
export function TypeBadge({ type }: { type: string }) {
  return (
    <StatusBadge tone="info">
      <span data-testid="contract-type">{type.toLowerCase()}</span>
    </StatusBadge>
  );
}
