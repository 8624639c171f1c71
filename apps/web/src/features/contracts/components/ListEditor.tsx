/** A list of names (interfaces, methods, events): type a name, Enter or + adds it, × removes it; blanks and repeats are ignored. */
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { addListEntry } from '../contract-form';

export function ListEditor({ label, value, onChange, testId }: { label: string; value: string[]; onChange(next: string[]): void; testId: string }) {
  const t = useT();
  const id = useId();
  const [entry, setEntry] = useState('');
  const add = () => {
    onChange(addListEntry(value, entry));
    setEntry('');
  };
  return (
    <div className="field list-editor" data-testid={testId}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="list-editor-input">
        <input
          id={id}
          value={entry}
          maxLength={200}
          placeholder={t('contracts.form.entryPlaceholder')}
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn" aria-label={`${t('contracts.form.addEntry')} ${label}`} onClick={add}>
          +
        </button>
      </div>
      {value.length > 0 && (
        <ul className="chip-list">
          {value.map((v) => (
            <li key={v} className="chip">
              <span>{v}</span>
              <button type="button" aria-label={t('contracts.form.removeEntry', { name: v })} onClick={() => onChange(value.filter((x) => x !== v))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
