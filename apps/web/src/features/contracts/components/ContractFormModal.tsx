/**
 * Add or edit a contract (spec part 2 §2.6, §5, §8). Add starts from the spec's defaults; edit
 * fetches the contract by address (falling back to the list row, with its logo from the logo call,
 * and the toast 获取合约信息失败，使用本地数据) and keeps the address read-only. A save closes the
 * modal and reloads the list; a refused save keeps the form open with the server's reason.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChainView } from '../../../chains/registry';
import { LoadingState } from '../../../components/LoadingState';
import { FormFooter } from '../../../components/FormFooter';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import type { Contract } from '../../../lib/core';
import { apiErrorMessage, apiGet } from '../../../lib/http';
import { useSingleFlight } from '../../../lib/single-flight';
import { fetchContract, useSaveContract } from '../api/contracts';
import { forgetCachedLogo } from '../api/contract-logo';
import { defaultContractForm, formFromContract, saveBody, type ContractForm } from '../contract-form';
import { ContractFormFields } from './ContractFormFields';

async function editForm(chain: ChainView, row: Contract, onFallback: () => void): Promise<ContractForm> {
  try {
    return formFromContract(await fetchContract(chain.id, row.address, true));
  } catch {
    onFallback();
    let logo: string | null = null;
    if (row.has_logo) logo = await apiGet<{ contract_logo: string | null }>(`/api/no-auth/contracts/${row.id}/logo`).then((r) => r.data.contract_logo, () => null);
    return formFromContract({ ...row, contract_logo: logo });
  }
}

export function ContractFormModal({ chain, row, onClose }: { chain: ChainView; row?: Contract; onClose(): void }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const editing = row !== undefined;
  const save = useSaveContract(chain.id);
  const once = useSingleFlight();
  const form = useForm<ContractForm>({ defaultValues: defaultContractForm() });
  const [loading, setLoading] = useState(editing);

  useEffect(() => {
    if (!row) return;
    let live = true;
    void editForm(chain, row, () => toast.error(t('contracts.form.editFetchFailed'))).then((values) => {
      if (!live) return;
      form.reset(values);
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // the modal is opened for one row
  }, []);

  const submit = async (values: ContractForm) => {
    if (!isAuthenticated) return void toast.error(t(editing ? 'contracts.guestEdit' : 'contracts.guestAdd'));
    try {
      await save.mutateAsync(saveBody(values, chain.id));
      forgetCachedLogo(chain.id, values.address.trim());
      toast.success(t(editing ? 'contracts.form.saved' : 'contracts.form.added'));
      onClose();
    } catch (e) {
      const message = apiErrorMessage(e) || t('common.unknownError');
      toast.error(t(editing ? 'contracts.form.saveFailed' : 'contracts.form.addFailed', { message }));
    }
  };

  return (
    <Modal
      title={t(editing ? 'contracts.form.editTitle' : 'contracts.form.addTitle')}
      onClose={onClose}
      width={860}
      testId="contract-form-modal"
      footer={<FormFooter formId="contract-form" label={t(editing ? 'contracts.form.submitEdit' : 'contracts.form.submitAdd')} busy={save.isPending} disabled={loading} onCancel={onClose} testId="contract-form-submit" />}
    >
      {loading ? (
        <LoadingState />
      ) : (
        <form id="contract-form" noValidate onSubmit={once(form.handleSubmit(submit))}>
          <ContractFormFields form={form} editing={editing} />
        </form>
      )}
    </Modal>
  );
}
