/** A coloured status label: success (green), danger (red), warning (amber), neutral (grey). */
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`badge badge-${tone}`} data-tone={tone}>
      {children}
    </span>
  );
}
