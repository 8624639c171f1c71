/** Metadata key/value pairs: add a row, edit it, remove it; a pair saves only when both key and value are filled (spec part 2 §5). */
import { useT } from '../../../i18n';
import type { MetadataPair } from '../contract-form';

export function MetadataEditor({ value, onChange }: { value: MetadataPair[]; onChange(next: MetadataPair[]): void }) {
  const t = useT();
  const set = (i: number, patch: Partial<MetadataPair>) => onChange(value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <fieldset className="field metadata-editor" data-testid="metadata-editor">
      <legend className="field-label">{t('contracts.field.metadata')}</legend>
      {value.map((p, i) => (
        <div className="metadata-row" key={i}>
          <input aria-label={`${t('contracts.form.metaKey')} ${i + 1}`} placeholder={t('contracts.form.metaKey')} maxLength={100} value={p.key} onChange={(e) => set(i, { key: e.target.value })} />
          <input aria-label={`${t('contracts.form.metaValue')} ${i + 1}`} placeholder={t('contracts.form.metaValue')} maxLength={2000} value={p.value} onChange={(e) => set(i, { value: e.target.value })} />
          <button type="button" className="btn btn-small" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            {t('contracts.form.removeMeta')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-small" onClick={() => onChange([...value, { key: '', value: '' }])} data-testid="metadata-add">
        {t('contracts.form.addMeta')}
      </button>
    </fieldset>
  );
}
