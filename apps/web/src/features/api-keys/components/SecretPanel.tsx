/**
 * Shown once right after a key is created (spec part 1 §2.5, §8): the API key and the secret with
 * copy buttons and the warning that the secret cannot be seen again. Closing it drops the secret.
 */
import { useT } from '../../../i18n';
import type { CreatedApiKey } from '../api/api-keys';
import { useKeyCopy } from './use-key-copy';

export function SecretPanel({
  created,
  onDone,
}: {
  created: Pick<CreatedApiKey, 'name' | 'api_key' | 'secret_key'>;
  onDone(): void;
}) {
  const t = useT();
  const copy = useKeyCopy();
  return (
    <section className="secret-panel" data-testid="api-key-secret" aria-labelledby="api-key-secret-title">
      <h3 id="api-key-secret-title">{t('apiKeys.secretTitle', { name: created.name })}</h3>
      <p className="secret-warning" role="alert">
        {t('apiKeys.secretWarning')}
      </p>
      <dl className="secret-values">
        <dt>{t('apiKeys.apiKeyLabel')}</dt>
        <dd>
          <code data-testid="created-api-key">{created.api_key}</code>
          <button type="button" className="btn btn-small" onClick={() => void copy(created.api_key)}>
            {t('apiKeys.copyApiKey')}
          </button>
        </dd>
        <dt>{t('apiKeys.secretKeyLabel')}</dt>
        <dd>
          <code data-testid="created-secret-key">{created.secret_key}</code>
          <button type="button" className="btn btn-small" onClick={() => void copy(created.secret_key)}>
            {t('apiKeys.copySecret')}
          </button>
        </dd>
      </dl>
      <p className="secret-hint">{t('apiKeys.usageHint')}</p>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('apiKeys.secretDone')}
      </button>
    </section>
  );
}
