/** The coin info form: the coin config's fields (spec part 2 §2.6) and the parser config editor. */
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { COIN_TYPES } from '../../../lib/core';
import { useSingleFlight } from '../../../lib/single-flight';
import { precisionError, rankError, requiredError, urlError, type CoinInfoValues } from '../coin-form';
import { newParserDraft } from '../parser-draft';
import { AbiImport } from './AbiImport';
import { ParserConfigEditor } from './ParserConfigEditor';
import { YesNo } from './YesNo';

const check = (rule: (v: string) => string | null) => (v: string) => rule(v) ?? true;

export function CoinInfoForm({
  initial,
  failures,
  onSubmit,
  onCancel,
}: {
  initial: CoinInfoValues;
  failures: ReadonlyMap<number, string>;
  onSubmit(values: CoinInfoValues): Promise<(number | null)[] | undefined>;
  onCancel(): void;
}) {
  const t = useT();
  const once = useSingleFlight();
  const form = useForm<CoinInfoValues>({ defaultValues: initial });
  const { register, control, formState, setValue } = form;
  const parsers = useFieldArray({ control, name: 'parsers', keyName: 'key' });
  const e = formState.errors.coin;

  const submit = async (values: CoinInfoValues) => {
    const ids = await onSubmit(values);
    ids?.forEach((id, i) => setValue(`parsers.${i}.id`, id));
  };

  return (
    <form noValidate onSubmit={once(form.handleSubmit(submit))} data-testid="coin-info-form" className="coin-info-form">
      <div className="form-grid">
        <FormField label={t('contracts.coin.contractAddress')}>{(a11y) => <input {...a11y} className="mono" readOnly {...register('coin.contractAddress')} />}</FormField>
        <FormField label={`${t('contracts.coin.name')} *`} error={e?.name?.message}>
          {(a11y) => <input {...a11y} maxLength={100} {...register('coin.name', { validate: check(requiredError(t('contracts.coin.name'))) })} />}
        </FormField>
        <FormField label={`${t('contracts.coin.symbol')} *`} error={e?.symbol?.message}>
          {(a11y) => <input {...a11y} maxLength={100} {...register('coin.symbol', { validate: check(requiredError(t('contracts.coin.symbol'))) })} />}
        </FormField>
        <FormField label={t('contracts.coin.type')}>
          {(a11y) => (
            <select {...a11y} {...register('coin.coinType')}>
              {COIN_TYPES.map((c) => (
                <option key={c} value={String(c)}>
                  {c} {t(`contracts.coinType.${c}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={`${t('contracts.coin.precision')} / ${t('contracts.coin.decimals')}`} error={e?.precision?.message}>
          {(a11y) => <input {...a11y} type="number" min={0} max={18} step={1} {...register('coin.precision', { validate: check(precisionError) })} />}
        </FormField>
        <FormField label={t('contracts.coin.marketCapRank')} error={e?.marketCapRank?.message}>
          {(a11y) => <input {...a11y} type="number" min={0} step={1} {...register('coin.marketCapRank', { validate: check(rankError) })} />}
        </FormField>
        <Controller control={control} name="coin.isStablecoin" render={({ field }) => <YesNo label={t('contracts.coin.stablecoin')} value={field.value} onChange={field.onChange} />} />
        <FormField label={t('contracts.coin.status')}>
          {(a11y) => (
            <select {...a11y} {...register('coin.status')}>
              <option value="1">1 {t('contracts.status.enabled')}</option>
              <option value="0">0 {t('contracts.status.disabled')}</option>
            </select>
          )}
        </FormField>
        <Controller control={control} name="coin.isVerified" render={({ field }) => <YesNo label={t('contracts.coin.verified')} value={field.value} onChange={field.onChange} />} />
        <FormField label={t('contracts.coin.logoUrl')} error={e?.logoUrl?.message}>
          {(a11y) => <input {...a11y} type="url" maxLength={2000} placeholder="https://" {...register('coin.logoUrl', { validate: check(urlError) })} />}
        </FormField>
        <FormField label={t('contracts.coin.website')} error={e?.websiteUrl?.message}>
          {(a11y) => <input {...a11y} type="url" maxLength={2000} placeholder="https://" {...register('coin.websiteUrl', { validate: check(urlError) })} />}
        </FormField>
        <FormField label={t('contracts.coin.explorer')} error={e?.explorerUrl?.message}>
          {(a11y) => <input {...a11y} type="url" maxLength={2000} placeholder="https://" {...register('coin.explorerUrl', { validate: check(urlError) })} />}
        </FormField>
      </div>
      <FormField label={t('contracts.coin.description')}>{(a11y) => <textarea {...a11y} rows={2} maxLength={2000} {...register('coin.description')} />}</FormField>

      <section className="parser-editor-list" data-testid="parser-editor-list">
        <h3>{t('contracts.parsers.title')}</h3>
        {parsers.fields.length === 0 && <p className="muted small">{t('contracts.parsers.empty')}</p>}
        {parsers.fields.map((f, i) => (
          <ParserConfigEditor key={f.key} index={i} form={form} error={failures.get(i)} onRemove={f.id === null ? () => parsers.remove(i) : undefined} />
        ))}
        <button type="button" className="btn btn-small" onClick={() => parsers.append(newParserDraft())} data-testid="parser-add">
          {t('contracts.parser.add')}
        </button>
        <AbiImport contractAddress={initial.coin.contractAddress} onGenerated={(d) => parsers.append(d)} />
      </section>

      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('contracts.form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting} data-testid="coin-info-submit">
          {formState.isSubmitting ? t('common.saving') : t('contracts.form.submitEdit')}
        </button>
      </div>
    </form>
  );
}
