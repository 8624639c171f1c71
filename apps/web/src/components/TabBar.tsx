/** A row of tabs (role tablist): one button per id with its label, the chosen one marked; `extra` sits at the row's end. */
import type { ReactNode } from 'react';
import './tab-bar.css';

export function TabBar<T extends string>({ tabs, current, label, onChange, testIdPrefix, extra }: { tabs: readonly T[]; current: T; label(id: NoInfer<T>): ReactNode; onChange(id: NoInfer<T>): void; testIdPrefix: string; extra?: ReactNode }) {
  return (
    <div className="tab-bar" role="tablist">
      {tabs.map((id) => (
        <button key={id} type="button" role="tab" aria-selected={current === id} className={current === id ? 'tab-bar-tab active' : 'tab-bar-tab'} onClick={() => onChange(id)} data-testid={`${testIdPrefix}${id}`}>
          {label(id)}
        </button>
      ))}
      {extra}
    </div>
  );
}
