/** Placeholder until this dialog is built: says it is coming. */
import { ComingSoonDialog } from '../../app/shell/ComingSoonDialog';
import { useT } from '../../i18n';

export function ProfileModal({ onClose }: { onClose(): void }) {
  const t = useT();
  return <ComingSoonDialog title={t('page.profileDialog')} onClose={onClose} />;
}
