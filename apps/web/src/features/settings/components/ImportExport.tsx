/**
 * Export (downloads the form's settings as a JSON file) and import (a chosen .json file merged into
 * the form; a file that does not parse or holds invalid values is refused with a visible message).
 */
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n';
import { logActivity } from '../../../lib/activity-log';
import type { UserSettings } from '../../../lib/core';
import { downloadSettings, importSettings, tidySettings } from '../settings-form';

export function ImportExport({ form }: { form: UseFormReturn<UserSettings> }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    const r = importSettings(text, form.getValues());
    if (!r.ok) {
      console.warn('settings import refused:', r.message);
      setResult({ ok: false, message: r.message });
      return;
    }
    form.reset(r.settings, { keepDefaultValues: true });
    logActivity('imported');
    setResult({ ok: true, message: t('settings.imported') });
  };

  return (
    <div className="settings-transfer">
      <div className="settings-transfer-buttons">
        <button type="button" className="btn" data-testid="settings-export" onClick={() => downloadSettings(tidySettings(form.getValues()))}>
          {t('settings.export')}
        </button>
        <button type="button" className="btn" data-testid="settings-import" onClick={() => input.current?.click()}>
          {t('settings.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="settings-import-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <p className="setting-hint">{t('settings.importHint')}</p>
      {result && (
        <p className={result.ok ? 'settings-import-ok' : 'field-error'} role={result.ok ? 'status' : 'alert'} data-testid="settings-import-result">
          {result.message}
        </p>
      )}
    </div>
  );
}
