/** Placeholder until this dialog is built: says it is coming. */
import { ComingSoonDialog } from '../../app/shell/ComingSoonDialog';
import { useT } from '../../i18n';

export function AddressesModal({ onClose }: { onClose(): void }) {
  const t = useT();
  return <ComingSoonDialog title={t('page.addressDialog')} onClose={onClose} />;
}
