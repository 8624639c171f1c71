/**
 * 安全设置: session timeout (signed-in users are signed out after that many idle minutes),
 * require password (always on: there are no password-free sessions — shown with that note), activity
 * log (recorded in this browser while on, listed here), export and import.
 */
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { useActivity } from '../../../lib/activity-log';
import { SESSION_TIMEOUT_RANGE, type UserSettings } from '../../../lib/core';
import { formatTime } from '../../../lib/format';
import { ImportExport } from './ImportExport';
import { SettingToggle } from './SettingToggle';

export function SecurityTab({ form }: { form: UseFormReturn<UserSettings> }) {
  const t = useT();
  const { register, control, formState, watch } = form;
  const e = formState.errors;
  const activity = useActivity();
  return (
    <div className="settings-section">
      <FormField label={t('settings.sessionTimeout')} error={e.sessionTimeout?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            data-testid="setting-sessionTimeout"
            min={SESSION_TIMEOUT_RANGE.min}
            max={SESSION_TIMEOUT_RANGE.max}
            step={1}
            {...register('sessionTimeout', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <p className="setting-hint">{t('settings.sessionTimeoutHint')}</p>
      <SettingToggle control={control} name="requirePassword" label={t('settings.requirePassword')} note={t('settings.requirePasswordNote')} disabled />
      <SettingToggle control={control} name="logActivity" label={t('settings.logActivity')} hint={t('settings.logActivityHint')} />
      {watch('logActivity') && (
        <div className="settings-activity" data-testid="settings-activity">
          <h3>{t('settings.activity.title')}</h3>
          {activity.length === 0 ? (
            <p className="setting-hint">{t('settings.activity.empty')}</p>
          ) : (
            <ul>
              {activity.map((a) => (
                <li key={`${a.at}-${a.kind}`}>
                  <span className="mono">{formatTime(a.at)}</span> {t(`settings.activity.${a.kind}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ImportExport form={form} />
    </div>
  );
}
