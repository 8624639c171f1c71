/** 显示设置: theme, language, page size, auto refresh and its interval (shown only when on). */
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { REFRESH_INTERVAL_RANGE, SETTINGS_LANGUAGES, SETTINGS_PAGE_SIZES, SETTINGS_THEMES, type UserSettings } from '../../../lib/core';
import { SettingToggle } from './SettingToggle';

export function DisplayTab({ form }: { form: UseFormReturn<UserSettings> }) {
  const t = useT();
  const { register, control, watch, formState } = form;
  const e = formState.errors;
  return (
    <div className="settings-section">
      <FormField label={t('settings.theme')}>
        {(a11y) => (
          <select {...a11y} data-testid="setting-theme" {...register('theme')}>
            {SETTINGS_THEMES.map((v) => (
              <option key={v} value={v}>
                {t(`settings.theme.${v}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('settings.language')}>
        {(a11y) => (
          <select {...a11y} data-testid="setting-language" {...register('language')}>
            {SETTINGS_LANGUAGES.map((v) => (
              <option key={v} value={v}>
                {t(`settings.language.${v}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('settings.pageSize')}>
        {(a11y) => (
          <select {...a11y} data-testid="setting-pageSize" {...register('pageSize', { setValueAs: Number })}>
            {SETTINGS_PAGE_SIZES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="setting-hint">{t('settings.pageSizeHint')}</p>
      <SettingToggle control={control} name="autoRefresh" label={t('settings.autoRefresh')} hint={t('settings.autoRefreshHint')} />
      {watch('autoRefresh') && (
        <FormField label={t('settings.refreshInterval')} error={e.refreshInterval?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              data-testid="setting-refreshInterval"
              min={REFRESH_INTERVAL_RANGE.min}
              max={REFRESH_INTERVAL_RANGE.max}
              step={1}
              {...register('refreshInterval', { valueAsNumber: true })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
