import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';

/** A dialog a later version builds (profile, addresses, API keys): says so, with a close button. */
export function ComingSoonDialog({ title, onClose }: { title: string; onClose(): void }) {
  const t = useT();
  return (
    <Modal
      title={title}
      onClose={onClose}
      testId="coming-soon-dialog"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p className="notice-title">{t('common.comingSoon')}</p>
      <p>{t('common.comingSoonHint', { page: title })}</p>
    </Modal>
  );
}
