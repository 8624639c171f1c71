/**
 * A dialog over the page: title, close button, Escape and backdrop click close it. Dialogs stack (a
 * confirmation over the dialog that asked for it): Escape closes only the topmost one.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';

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

/** open dialogs, oldest first: only the last one hears Escape */
const openStack: symbol[] = [];

export function Modal({ title, onClose, children, footer, width = 420, testId, role = 'dialog' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const me = Symbol('modal');
    openStack.push(me);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && openStack[openStack.length - 1] === me) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    const first = box.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.modal-close)');
    first?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(me), 1);
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className="modal" role={role} aria-modal="true" aria-labelledby={titleId} style={{ maxWidth: width }} data-testid={testId}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-foot">{footer}</div>}
      </div>
    </div>
  );
}
