/**
 * What the rules make of the sample data, asked of the server 400 ms after the last keystroke
 * (nothing is saved): each sample instruction's name and fields, and the events. Invalid JSON or
 * rules show the reason instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useChainId } from '../../../chains/use-chain';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/http';
import { previewRules } from '../api/programs';
import { readJson } from '../program-form';

export function RulePreviewPanel({ programId, instructionRules, eventRules, sampleData }: { programId: string; instructionRules: string; eventRules: string; sampleData: string }) {
  const t = useT();
  const chain = useChainId();
  const [input, setInput] = useState({ programId, instructionRules, eventRules, sampleData });
  useEffect(() => {
    const timer = setTimeout(() => setInput({ programId, instructionRules, eventRules, sampleData }), 400);
    return () => clearTimeout(timer);
  }, [programId, instructionRules, eventRules, sampleData]);
  const parsed = [readJson(input.instructionRules), readJson(input.eventRules), readJson(input.sampleData)] as const;
  const ready = parsed.every((p) => p.ok) && input.sampleData.trim() !== '';
  const preview = useQuery({
    queryKey: ['sol-program-preview', chain, input] as const,
    enabled: ready,
    retry: false,
    queryFn: ({ signal }) =>
      previewRules(chain, { program_id: input.programId.trim(), instruction_rules: (parsed[0].ok && parsed[0].value) ?? [], event_rules: (parsed[1].ok && parsed[1].value) ?? [], sample_data: parsed[2].ok ? parsed[2].value : null }, signal),
  });
  let body;
  if (input.sampleData.trim() === '') body = <p className="muted small">{t('programs.preview.noSample')}</p>;
  else if (!ready) body = <p className="form-error">{t('programs.preview.invalidJson')}</p>;
  else if (preview.error) body = <p className="form-error" data-testid="preview-error">{apiErrorMessage(preview.error) || t('common.unknownError')}</p>;
  else if (!preview.data) body = <p className="muted small">{t('common.loading')}</p>;
  else
    body = (
      <>
        <ul className="preview-list" data-testid="preview-instructions">
          {preview.data.instructions.map((i) => (
            <li key={i.index}>
              #{i.index} <strong>{i.name ?? t('programs.preview.unmatched')}</strong>
              {Object.entries(i.fields).map(([k, v]) => (
                <span key={k} className="mono small">
                  {' '}
                  {k}={typeof v === 'string' ? v : JSON.stringify(v)}
                </span>
              ))}
            </li>
          ))}
        </ul>
        {preview.data.events.length > 0 && (
          <ul className="preview-list" data-testid="preview-events">
            {preview.data.events.map((e, i) => (
              <li key={i} className="mono small">
                {e.event_type}: {e.from_address ?? '-'} → {e.to_address ?? '-'} {e.amount ?? ''} {e.mint ?? ''}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <section className="rule-preview" data-testid="rule-preview">
      <h4>{t('programs.preview.title')}</h4>
      {body}
    </section>
  );
}
