/** An address or id in a table cell with its copy button beside it. */
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

export function AddressWithCopy({ text, children, testId, successMessage }: { text: string; children?: ReactNode; testId?: string; successMessage?: string }) {
  return (
    <span className="address-cell">
      <span data-testid={testId}>{children ?? text}</span>
      <CopyButton text={text} successMessage={successMessage} />
    </span>
  );
}
