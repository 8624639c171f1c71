/**
 * Add or edit a program (spec part 2 §2.8): Program ID (fixed when editing), name, alias, category,
 * type (请选择类型), status, version, 系统程序, description and the three JSON areas, with the
 * preview of what the rules make of the sample data. Invalid JSON blocks the save with its reason.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { FormFooter } from '../../../components/FormFooter';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/http';
import { useSingleFlight } from '../../../lib/single-flight';
import { PROGRAM_TYPES, useProgramMutations, type Program } from '../api/programs';
import { defaultProgramForm, formFromProgram, jsonError, programBody, requiredError, type ProgramForm } from '../program-form';
import { IdlImportPanel } from './IdlImportPanel';
import { RulePreviewPanel } from './RulePreviewPanel';

const check = (rule: (v: string) => string | null) => (v: string) => rule(v) ?? true;

export function ProgramFormModal({ program, onClose, onSaved }: { program: Program | null; onClose(): void; onSaved(): void }) {
  const t = useT();
  const once = useSingleFlight();
  const { save } = useProgramMutations();
  const form = useForm<ProgramForm>({ defaultValues: program ? formFromProgram(program) : defaultProgramForm() });
  const { register, formState, watch } = form;
  const e = formState.errors;
  const [idlOpen, setIdlOpen] = useState(false);

  const submit = async (values: ProgramForm) => {
    try {
      await save.mutateAsync({ id: program?.id ?? null, body: programBody(values) });
      toast.success(t('programs.saved'));
      onSaved();
    } catch (err) {
      toast.error(t('programs.saveFailed', { message: apiErrorMessage(err) || t('common.unknownError') }));
    }
  };

  const area = (name: 'instructionRules' | 'eventRules' | 'sampleData', label: string) => (
    <FormField label={label} error={e[name]?.message}>
      {(a11y) => <textarea {...a11y} className="mono" rows={6} spellCheck={false} maxLength={name === 'instructionRules' ? 2_097_152 : 65_536} {...register(name, { validate: check(jsonError) })} />}
    </FormField>
  );

  return (
    <Modal
      title={t(program ? 'programs.editTitle' : 'programs.addTitle')}
      onClose={onClose}
      width={900}
      testId="program-form-modal"
      footer={<FormFooter formId="program-form" label={t('programs.save')} busy={save.isPending} onCancel={onClose} testId="program-form-submit" />}
    >
      <form id="program-form" className="contract-form" noValidate onSubmit={once(form.handleSubmit(submit))}>
        <div className="form-grid">
          <FormField label={`${t('programs.col.programId')} *`} error={e.programId?.message}>
            {(a11y) => <input {...a11y} className="mono" readOnly={program !== null} maxLength={64} autoComplete="off" spellCheck={false} {...register('programId', { validate: check(requiredError('Program ID')) })} />}
          </FormField>
          <FormField label={`${t('programs.field.name')} *`} error={e.name?.message}>
            {(a11y) => <input {...a11y} maxLength={100} {...register('name', { validate: check(requiredError(t('programs.field.name'))) })} />}
          </FormField>
          <FormField label={t('programs.field.alias')}>{(a11y) => <input {...a11y} maxLength={100} {...register('alias')} />}</FormField>
          <FormField label={t('programs.col.category')}>{(a11y) => <input {...a11y} maxLength={100} {...register('category')} />}</FormField>
          <FormField label={t('programs.col.type')} error={e.type?.message}>
            {(a11y) => (
              <select {...a11y} {...register('type', { validate: check(requiredError(t('programs.col.type'))) })}>
                <option value="">{t('programs.selectType')}</option>
                {PROGRAM_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('programs.col.status')}>
            {(a11y) => (
              <select {...a11y} {...register('status')}>
                <option value="active">{t('programs.status.active')}</option>
                <option value="inactive">{t('programs.status.inactive')}</option>
              </select>
            )}
          </FormField>
          <FormField label={t('programs.field.version')}>{(a11y) => <input {...a11y} maxLength={50} {...register('version')} />}</FormField>
          <div className="field checkbox-field">
            <label>
              <input type="checkbox" {...register('isSystem')} /> {t('programs.field.isSystem')}
            </label>
          </div>
        </div>
        <FormField label={t('programs.field.description')}>{(a11y) => <textarea {...a11y} rows={2} maxLength={2000} {...register('description')} />}</FormField>
        <div className="idl-bar">
          <button type="button" className="btn btn-small" aria-expanded={idlOpen} onClick={() => setIdlOpen((o) => !o)} data-testid="program-idl-import">
            {t('programs.idl.open')}
          </button>
        </div>
        <div className="form-grid form-grid-3">
          {area('instructionRules', t('programs.field.instructionRules'))}
          {area('eventRules', t('programs.field.eventRules'))}
          {area('sampleData', t('programs.field.sampleData'))}
        </div>
        <RulePreviewPanel programId={watch('programId')} instructionRules={watch('instructionRules')} eventRules={watch('eventRules')} sampleData={watch('sampleData')} />
      </form>
      {idlOpen && (
        <IdlImportPanel
          programId={watch('programId')}
          onClose={() => setIdlOpen(false)}
          onApply={(rules) => {
            form.setValue('instructionRules', JSON.stringify(rules, null, 1), { shouldDirty: true, shouldValidate: true });
            setIdlOpen(false);
            toast.success(t('programs.idl.applied'));
          }}
        />
      )}
    </Modal>
  );
}
