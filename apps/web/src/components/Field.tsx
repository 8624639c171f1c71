import type { ReactNode } from 'react';

/** One label/value pair in a detail grid. */
export function Field({ label, children, testId, wide }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <div className={wide ? 'info-field info-field-wide' : 'info-field'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
