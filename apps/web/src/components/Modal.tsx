/**
 * A dialog over the page, on the native <dialog> element opened with showModal(): the browser traps
 * focus inside it, makes the page behind inert, and stacks dialogs (a confirmation over the dialog
 * that asked for it) in the top layer. Escape (the dialog's cancel event) and a click on the backdrop
 * ask the owner to close it; the owner unmounts it. While a dialog is open, toasts are shown inside
 * the topmost one (see topLayer), so they are not hidden under its backdrop.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import { topLayer } from '../lib/top-layer';

export interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  testId?: string;
  /** alertdialog for a question that needs an answer (confirmations) */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ title, onClose, children, footer, width = 420, testId, role = 'dialog' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('input, select, textarea, button:not(.modal-close)');
    first?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault(); // the owner decides: it unmounts the dialog
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    topLayer.push(dialog);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      topLayer.remove(dialog);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      style={{ maxWidth: width }}
      data-testid={testId}
      // a press on the backdrop lands on the <dialog> itself, outside its content box
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="modal-inner">
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-foot">{footer}</div>}
      </div>
    </dialog>
  );
}
