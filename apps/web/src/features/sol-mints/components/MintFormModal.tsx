/** Add or edit a mint address (spec part 2 §2.7): the address fixed when editing; a save closes the modal and the list reloads on its page. */
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { FormFooter } from '../../../components/FormFooter';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import { apiErrorMessage } from '../../../lib/http';
import { useSingleFlight } from '../../../lib/single-flight';
import { MINT_TYPES, useMintMutations, useProgramChoices, type Mint } from '../api/mints';
import { decimalsError, defaultMintForm, formFromMint, logoUrlError, mintBody, requiredError, type MintForm } from '../mint-form';

const check = (rule: (v: string) => string | null) => (v: string) => rule(v) ?? true;

export function MintFormModal({ mint, onClose }: { mint: Mint | null; onClose(): void }) {
  const t = useT();
  const once = useSingleFlight();
  const { isAuthenticated } = useAuth();
  const { save } = useMintMutations();
  const programs = useProgramChoices(isAuthenticated);
  const form = useForm<MintForm>({ defaultValues: mint ? formFromMint(mint) : defaultMintForm() });
  const { register, formState } = form;
  const e = formState.errors;

  const submit = async (values: MintForm) => {
    try {
      await save.mutateAsync(mintBody(values));
      toast.success(t('mints.saved'));
      onClose();
    } catch (err) {
      toast.error(t('mints.saveFailed', { message: apiErrorMessage(err) || t('common.unknownError') }));
    }
  };

  return (
    <Modal
      title={t(mint ? 'mints.editTitle' : 'mints.addTitle')}
      onClose={onClose}
      width={760}
      testId="mint-form-modal"
      footer={<FormFooter formId="mint-form" label={t('programs.save')} busy={save.isPending} onCancel={onClose} testId="mint-form-submit" />}
    >
      <form id="mint-form" className="contract-form" noValidate onSubmit={once(form.handleSubmit(submit))}>
        <div className="form-grid">
          <FormField label={`${t('mints.col.address')} *`} error={e.address?.message}>
            {(a11y) => <input {...a11y} className="mono" readOnly={mint !== null} maxLength={64} autoComplete="off" spellCheck={false} {...register('address', { validate: check(requiredError(t('mints.col.address'))) })} />}
          </FormField>
          <FormField label={`${t('mints.col.name')} *`} error={e.name?.message}>
            {(a11y) => <input {...a11y} maxLength={100} {...register('name', { validate: check(requiredError(t('mints.col.name'))) })} />}
          </FormField>
          <FormField label={`${t('mints.col.symbol')} *`} error={e.symbol?.message}>
            {(a11y) => <input {...a11y} maxLength={100} {...register('symbol', { validate: check(requiredError(t('mints.col.symbol'))) })} />}
          </FormField>
          <FormField label={t('mints.col.decimals')} error={e.decimals?.message}>
            {(a11y) => <input {...a11y} type="number" min={0} max={18} step={1} {...register('decimals', { validate: check(decimalsError) })} />}
          </FormField>
          <FormField label={t('mints.col.type')}>
            {(a11y) => (
              <select {...a11y} {...register('type')}>
                <option value="">{t('programs.selectType')}</option>
                {MINT_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('mints.col.status')}>
            {(a11y) => (
              <select {...a11y} {...register('status')}>
                <option value="active">{t('contracts.status.active')}</option>
                <option value="inactive">{t('contracts.status.inactive')}</option>
                <option value="paused">{t('contracts.status.paused')}</option>
              </select>
            )}
          </FormField>
          <FormField label={t('mints.field.logo')} error={e.logo?.message}>
            {(a11y) => <input {...a11y} type="url" placeholder="https://" maxLength={2000} {...register('logo', { validate: check(logoUrlError) })} />}
          </FormField>
          <FormField label={t('mints.field.program')}>
            {(a11y) => (
              <select {...a11y} {...register('programId')}>
                <option value="">{t('mints.field.noProgram')}</option>
                {/* the mint's program stays choosable when it is not among the registry's first 200 */}
                {mint?.program_id && !programs.data?.rows.some((p) => p.program_id === mint.program_id) && <option value={mint.program_id}>{mint.program_id}</option>}
                {(programs.data?.rows ?? []).map((p) => (
                  <option key={p.program_id} value={p.program_id}>
                    {p.name} ({p.program_id.slice(0, 8)}…)
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label={t('contracts.field.description')}>{(a11y) => <textarea {...a11y} rows={3} maxLength={2000} {...register('description')} />}</FormField>
      </form>
    </Modal>
  );
}
