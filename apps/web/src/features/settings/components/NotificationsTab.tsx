/**
 * 通知设置: e-mail notifications (signed-in users only: the server sends them; the address shows
 * only when they are on), browser notifications (permission asked when turned on), price alerts
 * (only with a price source on the server) and block alerts.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import { askNotificationPermission, notificationPermission, type PermissionAnswer } from '../../../lib/block-notifications';
import type { UserSettings } from '../../../lib/core';
import { useServerConfig } from '../../../lib/server-config';
import { SettingToggle } from './SettingToggle';

export function NotificationsTab({ form }: { form: UseFormReturn<UserSettings> }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const config = useServerConfig();
  const { register, control, watch, formState, setValue } = form;
  const e = formState.errors;
  const [permission, setPermission] = useState<PermissionAnswer>(notificationPermission);

  const onBrowserToggle = async (on: boolean) => {
    if (!on) return;
    const answer = await askNotificationPermission();
    setPermission(answer);
    if (answer !== 'granted') setValue('browserNotifications', false, { shouldDirty: true });
  };
  const permissionNote =
    permission === 'denied' ? t('settings.permissionDenied') : permission === 'unsupported' ? t('settings.permissionUnsupported') : permission === 'granted' ? t('settings.permissionGranted') : undefined;

  const emailNote = !isAuthenticated ? t('settings.emailGuestNote') : config.data && !config.data.emailAlerts ? t('settings.emailServerOff') : undefined;
  return (
    <div className="settings-section">
      <SettingToggle control={control} name="emailNotifications" label={t('settings.emailNotifications')} hint={t('settings.emailNotificationsHint')} note={emailNote} disabled={!isAuthenticated} />
      {watch('emailNotifications') && (
        <FormField label={t('settings.emailAddress')} error={e.emailAddress?.message}>
          {(a11y) => <input {...a11y} type="email" data-testid="setting-emailAddress" maxLength={254} placeholder={t('settings.emailPlaceholder')} {...register('emailAddress')} />}
        </FormField>
      )}
      <SettingToggle
        control={control}
        name="browserNotifications"
        label={t('settings.browserNotifications')}
        hint={t('settings.browserNotificationsHint')}
        note={permissionNote}
        onToggle={(on) => void onBrowserToggle(on)}
      />
      {watch('browserNotifications') && permission === 'default' && (
        <button type="button" className="btn" data-testid="ask-permission" onClick={() => void onBrowserToggle(true)}>
          {t('settings.permissionAsk')}
        </button>
      )}
      <SettingToggle
        control={control}
        name="priceAlerts"
        label={t('settings.priceAlerts')}
        note={config.data?.priceSource ? undefined : t('settings.priceAlertsNote')}
        disabled={!config.data?.priceSource}
      />
      <SettingToggle control={control} name="blockAlerts" label={t('settings.blockAlerts')} hint={t('settings.blockAlertsHint')} />
    </div>
  );
}
