/**
 * An in-page prompt (in place of window.prompt): a labelled input prefilled with the current value,
 * 确定 and 取消. onSubmit gets the trimmed text; an empty text submits nothing and just closes.
 */
import { useOncePerBusy } from '../../../lib/single-flight';
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useT } from '../../../i18n';

export interface PromptDialogProps {
  title: string;
  label: string;
  initial: string;
  maxLength?: number;
  busy?: boolean;
  onSubmit(value: string): void;
  onClose(): void;
}

export function PromptDialog({ title, label, initial, maxLength, busy, onSubmit, onClose }: PromptDialogProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const once = useOncePerBusy(busy);
  const submit = once(() => {
    const text = value.trim();
    if (text) onSubmit(text);
    else onClose();
  });
  return (
    <Modal
      title={title}
      onClose={onClose}
      width={380}
      testId="prompt-dialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="field"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input id={id} value={value} maxLength={maxLength} onChange={(e) => setValue(e.target.value)} onFocus={(e) => e.target.select()} />
      </form>
    </Modal>
  );
}
