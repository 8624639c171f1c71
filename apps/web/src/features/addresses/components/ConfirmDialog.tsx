/** An in-page confirmation (in place of window.confirm): the question, 取消 and 确定. */
import { Modal } from '../../../components/Modal';
import { useT } from '../../../i18n';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ title, text, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      title={title}
      onClose={onClose}
      width={380}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p className="confirm-text">{text}</p>
    </Modal>
  );
}
