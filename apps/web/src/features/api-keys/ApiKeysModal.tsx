/**
 * API密钥管理 (spec part 1 §2.5, §3, §5, §8, §9): the key list (TanStack Query, refreshed after each
 * change), enable/disable, copy, delete behind an in-page confirmation, and the create form. A new
 * key's secret lives only in this component's state: the panel's close button or closing the dialog
 * drops it, and the list never carries it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { EmptyState } from '../../components/EmptyState';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { getPermissionTypes } from '../../lib/session';
import {
  apiKeysKey,
  deleteApiKey,
  setKeyActive,
  useApiKeys,
  usePermissionTypes,
  type ApiKey,
  type CreatedApiKey,
} from './api/api-keys';
import { ApiKeyList } from './components/ApiKeyList';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CreateKeyForm } from './components/CreateKeyForm';
import { SecretPanel } from './components/SecretPanel';
import { useKeyCopy } from './components/use-key-copy';
import './api-keys.css';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '');

export function ApiKeysModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const keys = useApiKeys(token);
  const permissions = usePermissionTypes();
  const copy = useKeyCopy();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const unknown = t('common.unknownError');

  useEffect(() => {
    if (keys.isError) toast.error(t('apiKeys.loadFailed', { message: messageOf(keys.error) || unknown }));
  }, [keys.isError, keys.error, t, unknown]);
  useEffect(() => {
    if (permissions.isError) toast.error(t('apiKeys.permissionsFailed'));
  }, [permissions.isError, t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKey(token) });

  const toggle = useMutation({
    mutationFn: (k: ApiKey) => setKeyActive(k.id, !k.is_active),
    onSuccess: (k) => toast.success(t(k.is_active ? 'apiKeys.enabled' : 'apiKeys.disabled')),
    onError: (e) => toast.error(t('apiKeys.actionFailed', { message: messageOf(e) || unknown })),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (k: ApiKey) => deleteApiKey(k.id),
    onSuccess: () => {
      toast.success(t('apiKeys.deleted'));
      setDeleting(null);
    },
    onError: (e) => toast.error(t('apiKeys.deleteFailed', { message: messageOf(e) || unknown })),
    onSettled: refresh,
  });

  // the server's list, else the one stored at login when the request failed
  const types = permissions.data ?? (permissions.isError ? getPermissionTypes() : undefined);

  return (
    <Modal title={t('apiKeys.title')} onClose={onClose} width={980} testId="api-keys-modal">
      <div className="api-keys-body">
        {created && <SecretPanel created={created} onDone={() => setCreated(null)} />}
        <section aria-label={t('apiKeys.listTitle')}>
          <h3 className="api-keys-heading">{t('apiKeys.listTitle')}</h3>
          {keys.data ? (
            keys.data.length === 0 ? (
              <EmptyState text={t('apiKeys.empty')} />
            ) : (
              <ApiKeyList
                keys={keys.data}
                types={types ?? []}
                busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
                onToggle={(k) => toggle.mutate(k)}
                onCopy={(k) => void copy(k.api_key)}
                onDelete={setDeleting}
              />
            )
          ) : keys.isError ? (
            <ErrorCard
              message={t('apiKeys.loadFailed', { message: messageOf(keys.error) || unknown })}
              onRetry={() => void keys.refetch()}
            />
          ) : (
            <LoadingState />
          )}
        </section>
        {types ? (
          types.length > 0 ? (
            <CreateKeyForm
              types={types}
              onCreated={(k) => {
                setCreated(k);
                void refresh();
              }}
            />
          ) : (
            <ErrorCard message={t('apiKeys.permissionsFailed')} onRetry={() => void permissions.refetch()} />
          )
        ) : (
          <LoadingState />
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('apiKeys.deleteTitle')}
          message={t('apiKeys.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('apiKeys.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </Modal>
  );
}
