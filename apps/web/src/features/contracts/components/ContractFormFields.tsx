/** The fields of the add/edit contract form (spec part 2 §2.6), checked before the call (§5). */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { addressError, creationBlockError, decimalsError, FORM_STATUSES, logoError, totalSupplyError, TYPE_OPTIONS, type ContractForm } from '../contract-form';
import { ListEditor } from './ListEditor';
import { LogoUpload } from './LogoUpload';
import { MetadataEditor } from './MetadataEditor';
import { YesNo } from './YesNo';

const check = (rule: (v: string) => string | null) => (v: string) => rule(v) ?? true;

export function ContractFormFields({ form, editing }: { form: UseFormReturn<ContractForm>; editing: boolean }) {
  const t = useT();
  const { register, control, formState, setError, clearErrors } = form;
  const e = formState.errors;
  return (
    <div className="contract-form">
      <div className="form-grid">
        <FormField label={`${t('contracts.field.address')} *`} error={e.address?.message}>
          {(a11y) => <input {...a11y} className="mono" readOnly={editing} placeholder={t('contracts.form.addressPlaceholder')} maxLength={128} autoComplete="off" spellCheck={false} {...register('address', { validate: check(addressError) })} />}
        </FormField>
        <FormField label={t('contracts.field.type')}>
          {(a11y) => (
            <select {...a11y} {...register('type')}>
              {TYPE_OPTIONS.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('contracts.field.name')}>{(a11y) => <input {...a11y} maxLength={100} {...register('name')} />}</FormField>
        <FormField label={t('contracts.field.symbol')}>{(a11y) => <input {...a11y} maxLength={100} {...register('symbol')} />}</FormField>
        <FormField label={t('contracts.field.decimals')} error={e.decimals?.message}>
          {(a11y) => <input {...a11y} type="number" min={0} max={18} step={1} {...register('decimals', { validate: check(decimalsError) })} />}
        </FormField>
        <FormField label={t('contracts.field.status')}>
          {(a11y) => (
            <select {...a11y} {...register('status')}>
              {FORM_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`contracts.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('contracts.field.totalSupply')} error={e.totalSupply?.message}>
          {(a11y) => <input {...a11y} inputMode="numeric" maxLength={78} {...register('totalSupply', { validate: check(totalSupplyError) })} />}
        </FormField>
        <Controller control={control} name="isErc20" render={({ field }) => <YesNo label={t('contracts.field.isErc20')} value={field.value} onChange={field.onChange} />} />
        <Controller control={control} name="verified" render={({ field }) => <YesNo label={t('contracts.field.verified')} value={field.value} onChange={field.onChange} />} />
        <FormField label={t('contracts.field.creationBlock')} error={e.creationBlock?.message}>
          {(a11y) => <input {...a11y} inputMode="numeric" maxLength={15} {...register('creationBlock', { validate: check(creationBlockError) })} />}
        </FormField>
        <FormField label={t('contracts.field.creator')}>
          {(a11y) => <input {...a11y} className="mono" maxLength={128} autoComplete="off" spellCheck={false} placeholder={t('contracts.form.addressPlaceholder')} {...register('creator')} />}
        </FormField>
        <FormField label={t('contracts.field.creationTx')}>
          {(a11y) => <input {...a11y} className="mono" maxLength={128} autoComplete="off" spellCheck={false} placeholder={t('contracts.form.addressPlaceholder')} {...register('creationTx')} />}
        </FormField>
      </div>
      <div className="form-grid form-grid-3">
        <Controller control={control} name="interfaces" render={({ field }) => <ListEditor label={t('contracts.field.interfaces')} value={field.value} onChange={field.onChange} testId="interfaces-editor" />} />
        <Controller control={control} name="methods" render={({ field }) => <ListEditor label={t('contracts.field.methods')} value={field.value} onChange={field.onChange} testId="methods-editor" />} />
        <Controller control={control} name="events" render={({ field }) => <ListEditor label={t('contracts.field.events')} value={field.value} onChange={field.onChange} testId="events-editor" />} />
      </div>
      <Controller control={control} name="metadata" render={({ field }) => <MetadataEditor value={field.value} onChange={field.onChange} />} />
      <Controller
        control={control}
        name="contractLogo"
        rules={{ validate: (v) => logoError(v) ?? true }}
        render={({ field, fieldState }) => (
          <LogoUpload
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onError={(message) => (message ? setError('contractLogo', { message }) : clearErrors('contractLogo'))}
          />
        )}
      />
      <FormField label={t('contracts.field.description')}>{(a11y) => <textarea {...a11y} rows={3} maxLength={2000} {...register('description')} />}</FormField>
    </div>
  );
}
