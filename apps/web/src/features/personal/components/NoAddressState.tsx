/** No saved address on this chain yet: says what the page needs and opens the address dialog. */
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n';

export function NoAddressState({ onAdd }: { onAdd(): void }) {
  const t = useT();
  return (
    <div data-testid="no-address">
      <EmptyState text={t('personal.noAddress')}>
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          {t('personal.addAddress')}
        </button>
      </EmptyState>
    </div>
  );
}
