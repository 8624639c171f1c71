/**
 * 导入 Anchor IDL (issue 27): the IDL pasted as JSON, or read from the program's IDL account on the
 * node (从链上读取, the form's Program ID). The server turns it into rules (nothing saved) and this
 * shows what they would set — instruction, event and type counts, and what was left out — or the
 * server's message naming the problem; 应用 puts the rules in the instruction rules area, and the
 * program form's save stores them. Its own form beside the program form (forms do not nest).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChainId } from '../../../chains/use-chain';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/http';
import { importIdl, importIdlFromChain, type IdlImport } from '../api/programs';
import { readJson } from '../program-form';

const MAX_IDL_CHARS = 2 * 1024 * 1024;

interface IdlForm {
  source: 'paste' | 'chain';
  text: string;
}

export function IdlImportPanel({ programId, onApply, onClose }: { programId: string; onApply(rules: unknown): void; onClose(): void }) {
  const t = useT();
  const chain = useChainId();
  const form = useForm<IdlForm>({ defaultValues: { source: 'paste', text: '' } });
  const { register, formState, watch } = form;
  const [result, setResult] = useState<IdlImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = watch('source');

  const validText = (v: string) => {
    if (source !== 'paste') return true;
    if (v.trim() === '') return t('programs.idl.error.required');
    if (v.length > MAX_IDL_CHARS) return t('programs.idl.error.tooLarge');
    const r = readJson(v);
    if (!r.ok) return t('programs.error.json', { message: r.message });
    return typeof r.value === 'object' && r.value !== null && !Array.isArray(r.value) ? true : t('programs.idl.error.object');
  };

  const submit = async (values: IdlForm) => {
    setError(null);
    setResult(null);
    if (values.source === 'chain' && programId.trim() === '') return setError(t('programs.idl.error.programId'));
    try {
      const body = values.source === 'chain' ? await importIdlFromChain(chain, programId.trim()) : await importIdl(chain, values.text);
      setResult(body.data);
    } catch (err) {
      setError(apiErrorMessage(err) || t('common.unknownError'));
    }
  };

  return (
    <section className="idl-import" data-testid="idl-import">
      <h4>{t('programs.idl.title')}</h4>
      <form id="idl-import-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <div className="idl-sources" role="radiogroup" aria-label={t('programs.idl.title')}>
          <label>
            <input type="radio" value="paste" {...register('source')} data-testid="idl-source-paste" /> {t('programs.idl.paste')}
          </label>
          <label>
            <input type="radio" value="chain" {...register('source')} data-testid="idl-source-chain" /> {t('programs.idl.chain')}
          </label>
        </div>
        {source === 'paste' ? (
          <FormField label={t('programs.idl.text')} error={formState.errors.text?.message}>
            {(a11y) => <textarea {...a11y} className="mono" rows={6} spellCheck={false} data-testid="idl-text" {...register('text', { validate: validText })} />}
          </FormField>
        ) : (
          <p className="muted small">{t('programs.idl.chainHint', { programId: programId.trim() || '-' })}</p>
        )}
        <div className="idl-actions">
          <button type="submit" className="btn btn-small" disabled={formState.isSubmitting} data-testid="idl-read">
            {source === 'paste' ? t('programs.idl.parse') : t('programs.idl.read')}
          </button>
          <button type="button" className="btn btn-small" onClick={onClose}>
            {t('programs.idl.close')}
          </button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert" data-testid="idl-error">
          {error}
        </p>
      )}
      {result && (
        <div className="idl-result" data-testid="idl-result">
          <p>
            {t('programs.idl.summary', {
              instructions: result.counts.instructions,
              events: result.counts.events,
              types: result.counts.types,
            })}
            {result.name && <span className="tag">{result.name}</span>}
          </p>
          {result.address && programId.trim() !== '' && result.address !== programId.trim() && (
            <p className="form-error">{t('programs.idl.otherAddress', { address: result.address })}</p>
          )}
          {result.warnings.length > 0 && (
            <ul className="preview-list small" data-testid="idl-warnings">
              {result.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn-primary btn-small" data-testid="idl-apply" onClick={() => onApply(result.instruction_rules)}>
            {t('programs.idl.apply')}
          </button>
        </div>
      )}
    </section>
  );
}
