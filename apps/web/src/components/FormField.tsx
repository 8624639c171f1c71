import { useId, type ReactNode } from 'react';

/**
 * A labelled input with its validation message under it. The message sits outside the label (so the
 * input's accessible name stays the label) and is linked to the input through aria-describedby.
 */
export function FormField({ label, error, children }: { label: string; error?: string; children: (a11y: { id: string; 'aria-describedby'?: string; 'aria-invalid': boolean }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': Boolean(error) })}
      {error && (
        <span className="field-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
