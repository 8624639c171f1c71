/**
 * 系统设置 (spec part 2 §2.11): side tabs display / network / notifications / security / about, and
 * reset and save at the bottom. The form holds the settings (react-hook-form, checked by the same
 * rules as the server); save keeps them — on the server for a signed-in user, in this browser for a
 * guest — and they take effect at once (lib/settings.ts). Reset puts the defaults in the form.
 * Under the notifications tab a signed-in user also manages webhooks (webhooks/, its own card).
 */
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../components/toast';
import { t as translate, useT, type MessageKey } from '../../i18n';
import { clearActivity, logActivity } from '../../lib/activity-log';
import { useAuth } from '../../lib/auth/auth-context';
import { DEFAULT_SETTINGS, type UserSettings } from '../../lib/core';
import { apiErrorMessage } from '../../lib/http';
import { saveSettings, useSettings } from '../../lib/settings';
import { AboutTab } from './components/AboutTab';
import { DisplayTab } from './components/DisplayTab';
import { NetworkTab } from './components/NetworkTab';
import { NotificationsTab } from './components/NotificationsTab';
import { SecurityTab } from './components/SecurityTab';
import { settingsResolver } from './settings-form';
import { WebhooksSection } from './webhooks/WebhooksSection';
import './settings.css';

export const SETTINGS_TABS = ['display', 'network', 'notifications', 'security', 'about'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_OF: Record<keyof UserSettings, SettingsTab> = {
  theme: 'display',
  language: 'display',
  pageSize: 'display',
  autoRefresh: 'display',
  refreshInterval: 'display',
  network: 'network',
  customRpc: 'network',
  apiEndpoint: 'network',
  useWebSocket: 'network',
  emailNotifications: 'notifications',
  emailAddress: 'notifications',
  browserNotifications: 'notifications',
  priceAlerts: 'notifications',
  blockAlerts: 'notifications',
  sessionTimeout: 'security',
  requirePassword: 'security',
  logActivity: 'security',
};

export function SettingsPage() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const stored = useSettings();
  const [tab, setTab] = useState<SettingsTab>('display');
  const [saving, setSaving] = useState(false);
  const form = useForm<UserSettings>({ defaultValues: stored, resolver: settingsResolver, mode: 'onChange' });

  // settings arriving from elsewhere (loaded after sign-in, saved in another tab) show unless being edited
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(stored);
  }, [stored]);

  const onSave = form.handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        const saved = await saveSettings(values);
        form.reset(saved);
        if (saved.logActivity) logActivity('saved');
        else clearActivity();
        // in the language just saved (this render's t still speaks the previous one)
        toast.success(translate(isAuthenticated ? 'settings.savedServer' : 'settings.saved'));
      } catch (e) {
        toast.error(t('settings.saveFailed', { message: apiErrorMessage(e) || t('common.unknownError') }));
      } finally {
        setSaving(false);
      }
    },
    (errors: FieldErrors<UserSettings>) => {
      const first = (Object.keys(errors) as (keyof UserSettings)[])[0];
      if (first && TAB_OF[first]) setTab(TAB_OF[first]);
      toast.error(t('settings.invalid'));
    },
  );

  const onReset = () => {
    form.reset({ ...DEFAULT_SETTINGS }, { keepDefaultValues: true });
    toast.info(t('settings.resetDone'));
  };

  return (
    <div className="page settings-page" data-testid="settings-page">
      <header className="page-head">
        <h1 className="page-title">{t('settings.title')}</h1>
      </header>
      <p className="setting-hint" data-testid="settings-scope">
        {t(isAuthenticated ? 'settings.signedInNote' : 'settings.guestNote')}
      </p>
      <form className="card settings-card" onSubmit={(e) => void onSave(e)} noValidate>
        <div className="settings-layout">
          <nav className="settings-tabs" role="tablist" aria-orientation="vertical">
            {SETTINGS_TABS.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`settings-tab-${id}`}
                aria-selected={tab === id}
                aria-controls="settings-panel"
                className={tab === id ? 'active' : undefined}
                data-testid={`settings-tab-${id}`}
                onClick={() => setTab(id)}
              >
                {t(`settings.tab.${id}` as MessageKey)}
              </button>
            ))}
          </nav>
          <div className="settings-panel" id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
            {tab === 'display' && <DisplayTab form={form} />}
            {tab === 'network' && <NetworkTab form={form} />}
            {tab === 'notifications' && <NotificationsTab form={form} />}
            {tab === 'security' && <SecurityTab form={form} />}
            {tab === 'about' && <AboutTab />}
          </div>
        </div>
        <div className="settings-actions">
          <button type="button" className="btn" data-testid="settings-reset" onClick={onReset}>
            {t('settings.reset')}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="settings-save" disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </form>
      {tab === 'notifications' && isAuthenticated && <WebhooksSection />}
    </div>
  );
}
