/**
 * 地址管理 (spec part 1 §2.6, §5, §8): the signed-in user's saved addresses on the current chain with
 * balance and transaction count, the add form, and per address copy, relabel (in-page prompt) and
 * delete (in-page confirmation). Opened from the user menu and from the personal pages.
 */
import { useState } from 'react';
import { useChain } from '../../chains/use-chain';
import { EmptyState } from '../../components/EmptyState';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../lib/http';
import { useAddressMutations, useSavedAddresses, type SavedAddress } from './api/addresses';
import { AddressForm } from './components/AddressForm';
import { AddressTable } from './components/AddressTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PromptDialog } from './components/PromptDialog';
import '../../components/chain-data.css';
import './addresses.css';

type Pending = { kind: 'edit' | 'delete'; address: SavedAddress } | null;

export function AddressesModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const chain = useChain();
  const list = useSavedAddresses(chain.id);
  const { relabel, remove } = useAddressMutations();
  const [pending, setPending] = useState<Pending>(null);

  const saveLabel = (a: SavedAddress, label: string) => {
    if (label === a.label) return setPending(null);
    relabel.mutate(
      { id: a.id, label },
      {
        onSuccess: () => {
          toast.success(t('addresses.updateSuccess'));
          setPending(null);
        },
        onError: (e) => toast.error(apiErrorMessage(e) ? t('addresses.updateFailedWith', { message: apiErrorMessage(e) }) : t('addresses.updateFailed')),
      },
    );
  };

  const confirmDelete = (a: SavedAddress) =>
    remove.mutate(a.id, {
      onSuccess: () => toast.success(t('addresses.deleteSuccess')),
      onError: (e) => toast.error(apiErrorMessage(e) ? t('addresses.deleteFailedWith', { message: apiErrorMessage(e) }) : t('addresses.deleteFailed')),
      onSettled: () => setPending(null),
    });

  return (
    <Modal title={t('addresses.title')} onClose={onClose} width={880} testId="addresses-modal">
      <div className="address-dialog">
        <p className="muted small address-chain-note">
          {t('addresses.chainNote', { chain: t(chain.name) })}
          {list.data && list.data.length > 0 && ` · ${t('addresses.count', { count: list.data.length })}`}
        </p>
        {list.isPending ? (
          <LoadingState />
        ) : list.error ? (
          <ErrorCard title={t('addresses.loadFailed')} message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState text={t('addresses.empty')} />
        ) : (
          <AddressTable
            addresses={list.data}
            unit={chain.unit}
            decimals={chain.decimals}
            indexed={chain.indexed}
            actions={{ onEdit: (a) => setPending({ kind: 'edit', address: a }), onDelete: (a) => setPending({ kind: 'delete', address: a }) }}
          />
        )}
        <AddressForm chain={chain} />
      </div>
      {pending?.kind === 'edit' && (
        <PromptDialog
          title={t('addresses.prompt.title')}
          label={t('addresses.prompt.label')}
          initial={pending.address.label}
          maxLength={100}
          busy={relabel.isPending}
          onSubmit={(label) => saveLabel(pending.address, label)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('addresses.confirm.title')}
          message={t('addresses.confirm.text', { name: pending.address.label || pending.address.address })}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(pending.address)}
          onCancel={() => setPending(null)}
        />
      )}
    </Modal>
  );
}
