/**
 * 关于: the server's version (GET /api/config), this page's build version, tech stack, team, MIT
 * license, and check-for-updates, which asks the server again and compares its version with the page's.
 */
import { useState } from 'react';
import { useT } from '../../../i18n';
import { PAGE_VERSION, updateState } from '../../../lib/app-version';
import { apiErrorMessage, apiGet } from '../../../lib/http';
import { useServerConfig, type ServerConfig } from '../../../lib/server-config';

export function AboutTab() {
  const t = useT();
  const config = useServerConfig();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const check = async () => {
    setChecking(true);
    try {
      const fresh = (await apiGet<ServerConfig>('/api/config')).data;
      const state = updateState(fresh.version);
      setAnswer(state === 'upToDate' ? t('settings.about.upToDate') : t(state === 'newer' ? 'settings.about.newer' : 'settings.about.older', { version: fresh.version }));
    } catch (e) {
      setAnswer(t('settings.about.checkFailed', { message: apiErrorMessage(e) || t('common.unknownError') }));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="settings-section">
      <dl className="settings-about">
        <dt>{t('settings.about.version')}</dt>
        <dd className="mono" data-testid="about-server-version">
          {config.data?.version ?? '-'}
        </dd>
        <dt>{t('settings.about.pageVersion')}</dt>
        <dd className="mono" data-testid="about-page-version">
          {PAGE_VERSION}
        </dd>
        <dt>{t('settings.about.stack')}</dt>
        <dd>{t('settings.about.stackValue')}</dd>
        <dt>{t('settings.about.team')}</dt>
        <dd>{t('settings.about.teamValue')}</dd>
        <dt>{t('settings.about.license')}</dt>
        <dd>MIT</dd>
      </dl>
      <button type="button" className="btn" data-testid="about-check" disabled={checking} onClick={() => void check()}>
        {checking ? t('settings.about.checking') : t('settings.about.check')}
      </button>
      {answer && (
        <p className="setting-note" role="status" data-testid="about-check-result">
          {answer}
        </p>
      )}
    </div>
  );
}
