/** The footer of a form dialog: 取消 and the submit button of the form `formId` (its label, or 保存中… while busy). */
import { useT } from '../i18n';

export function FormFooter({ formId, label, busy, disabled, onCancel, testId }: { formId: string; label: string; busy?: boolean; disabled?: boolean; onCancel(): void; testId?: string }) {
  const t = useT();
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={disabled || busy} data-testid={testId}>
        {busy ? t('common.saving') : label}
      </button>
    </>
  );
}
