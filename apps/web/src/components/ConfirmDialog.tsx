/**
 * An in-page confirmation (in place of window.confirm) over the dialog that asks: the question,
 * 取消 and the confirming button (确定 unless named). Escape or the backdrop cancel it alone.
 */
import { Modal } from './Modal';
import { useT } from '../i18n';
import { useOncePerBusy } from '../lib/single-flight';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** the confirming button's label (default 确定) */
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const once = useOncePerBusy(busy);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      width={400}
      role="alertdialog"
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={once(onConfirm)} disabled={busy}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </>
      }
    >
      <p className="confirm-text">{message}</p>
    </Modal>
  );
}
