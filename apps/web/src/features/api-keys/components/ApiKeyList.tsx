/**
 * The user's keys (spec part 1 §2.5): name, permissions (config_name labels), rate limit (无限制 when
 * empty), state with an enable/disable switch, expiry (永不过期 when empty), created, copy and delete.
 */
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/format';
import type { PermissionType } from '../../../lib/session';
import type { ApiKey } from '../api/api-keys';
import { isExpired, permissionLabel, rateLimitText } from '../key-rules';

export interface ApiKeyListProps {
  keys: readonly ApiKey[];
  types: readonly PermissionType[];
  /** the key whose switch is waiting for the server */
  busyId: number | null;
  onToggle(key: ApiKey): void;
  onCopy(key: ApiKey): void;
  onDelete(key: ApiKey): void;
}

const when = (iso: string) => formatTime(Date.parse(iso));

export function ApiKeyList({ keys, types, busyId, onToggle, onCopy, onDelete }: ApiKeyListProps) {
  const t = useT();
  const now = new Date();
  return (
    <div className="api-key-table-wrap">
      <table className="api-key-table" data-testid="api-key-list">
        <thead>
          <tr>
            <th>{t('apiKeys.colName')}</th>
            <th>{t('apiKeys.colPermissions')}</th>
            <th>{t('apiKeys.colRateLimit')}</th>
            <th>{t('apiKeys.colStatus')}</th>
            <th>{t('apiKeys.colExpires')}</th>
            <th>{t('apiKeys.colCreated')}</th>
            <th>{t('apiKeys.colActions')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id} data-testid="api-key-row" data-key-id={k.id}>
              <td className="api-key-name">
                <div>{k.name}</div>
                <code className="api-key-id" title={k.api_key}>
                  {k.api_key}
                </code>
              </td>
              <td>
                <div className="scope-tags">
                  {k.permissions.map((p) => (
                    <span key={p} className="scope-tag" title={p}>
                      {permissionLabel(p, types)}
                    </span>
                  ))}
                </div>
              </td>
              <td className="nowrap">{rateLimitText(k.rate_limit)}</td>
              <td>
                <div className="key-state">
                  <button
                    type="button"
                    role="switch"
                    className="switch"
                    aria-checked={k.is_active}
                    aria-label={t('apiKeys.toggleLabel', { name: k.name })}
                    title={t(k.is_active ? 'apiKeys.disable' : 'apiKeys.enable')}
                    disabled={busyId === k.id}
                    onClick={() => onToggle(k)}
                  >
                    <span className="switch-knob" />
                  </button>
                  <StatusBadge tone={k.is_active ? 'success' : 'neutral'}>
                    {t(k.is_active ? 'apiKeys.active' : 'apiKeys.inactive')}
                  </StatusBadge>
                </div>
              </td>
              <td className="nowrap">
                {k.expires_at === null ? (
                  t('apiKeys.neverExpires')
                ) : (
                  <>
                    {when(k.expires_at)}
                    {isExpired(k.expires_at, now) && (
                      <>
                        {' '}
                        <StatusBadge tone="danger">{t('apiKeys.expired')}</StatusBadge>
                      </>
                    )}
                  </>
                )}
              </td>
              <td className="nowrap">{when(k.created_at)}</td>
              <td className="nowrap">
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t('apiKeys.copyKeyLabel', { name: k.name })}
                  onClick={() => onCopy(k)}
                >
                  {t('apiKeys.copyKey')}
                </button>{' '}
                <button
                  type="button"
                  className="btn btn-small btn-danger-outline"
                  onClick={() => onDelete(k)}
                >
                  {t('apiKeys.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
