/**
 * The user's keys (spec part 1 §2.5): name, permissions (config_name labels), rate limit (无限制 when
 * empty), state with an enable/disable switch, expiry (永不过期 when empty), created, copy and delete.
 */
import { DataTable, type Column } from '../../../components/DataTable';
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
  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: t('apiKeys.colName'),
      className: 'api-key-name',
      cell: (k) => (
        <>
          <div className="api-key-label" title={k.name}>
            {k.name}
          </div>
          <code className="api-key-id" title={k.api_key}>
            {k.api_key}
          </code>
        </>
      ),
    },
    {
      key: 'permissions',
      header: t('apiKeys.colPermissions'),
      cell: (k) => (
        <div className="scope-tags">
          {k.permissions.map((p) => (
            <span key={p} className="scope-tag" title={p}>
              {permissionLabel(p, types)}
            </span>
          ))}
        </div>
      ),
    },
    { key: 'limit', header: t('apiKeys.colRateLimit'), className: 'nowrap', cell: (k) => rateLimitText(k.rate_limit) },
    {
      key: 'status',
      header: t('apiKeys.colStatus'),
      cell: (k) => (
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
          <StatusBadge tone={k.is_active ? 'success' : 'neutral'}>{t(k.is_active ? 'apiKeys.active' : 'apiKeys.inactive')}</StatusBadge>
        </div>
      ),
    },
    {
      key: 'expires',
      header: t('apiKeys.colExpires'),
      className: 'nowrap',
      cell: (k) =>
        k.expires_at === null ? (
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
        ),
    },
    { key: 'created', header: t('apiKeys.colCreated'), className: 'nowrap', cell: (k) => when(k.created_at) },
    {
      key: 'actions',
      header: t('apiKeys.colActions'),
      className: 'nowrap',
      cell: (k) => (
        <>
          <button type="button" className="btn btn-small" aria-label={t('apiKeys.copyKeyLabel', { name: k.name })} onClick={() => onCopy(k)}>
            {t('apiKeys.copyKey')}
          </button>{' '}
          <button type="button" className="btn btn-small btn-danger-outline" onClick={() => onDelete(k)}>
            {t('apiKeys.delete')}
          </button>
        </>
      ),
    },
  ];
  return (
    <DataTable
      testId="api-key-list"
      className="api-key-table"
      wrapClassName="api-key-table-wrap"
      columns={columns}
      rows={keys}
      rowKey={(k) => k.id}
      rowProps={(k) => ({ 'data-testid': 'api-key-row', 'data-key-id': k.id })}
      empty={t('apiKeys.empty')}
    />
  );
}
