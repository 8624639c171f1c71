/**
 * The contract logo upload (spec part 2 §2.6, §5): image files only, read as embedded image data
 * (a data URL) with a preview; the server's own check (PNG/JPEG/GIF/WebP by their bytes, ≤ 256 KB)
 * runs here first so a wrong file is refused before the save.
 */
import { useId } from 'react';
import { useT } from '../../../i18n';
import { logoProblem } from '../../../lib/core';
import { LogoImage } from '../../../components/LogoImage';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function LogoUpload({ value, onChange, error, onError }: { value: string | null; onChange(v: string | null): void; error?: string; onError(message: string | null): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field logo-upload">
      <span className="field-label">{t('contracts.field.logo')}</span>
      <div className="logo-upload-row">
        <LogoImage src={value} name="" size={48} />
        <label htmlFor={id} className="btn btn-small">
          {t('contracts.form.logoChoose')}
        </label>
        <input
          id={id}
          className="sr-only"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          data-testid="logo-input"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) return onError(t('contracts.form.logoNotImage'));
            const data = await readDataUrl(file).catch(() => null);
            const problem = data === null ? t('contracts.form.logoNotImage') : logoProblem(data);
            if (problem) return onError(problem);
            onError(null);
            onChange(data);
          }}
        />
        {value && (
          <button type="button" className="btn btn-small" onClick={() => onChange(null)}>
            {t('contracts.form.logoRemove')}
          </button>
        )}
      </div>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
