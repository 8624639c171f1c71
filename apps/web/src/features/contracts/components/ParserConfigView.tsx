/** One stored parser config, read-only (spec part 2 §2.5): its fields, parameter tables and rules. */
import { Field } from '../../../components/Field';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { draftFromConfig, type LogParamDraft, type ParamDraft } from '../parser-draft';

function Rules({ rules }: { rules: Record<string, string> }) {
  const set = Object.entries(rules).filter(([, v]) => v !== '');
  if (set.length === 0) return <span className="muted">-</span>;
  return (
    <span className="mono small">
      {set.map(([k, v]) => (
        <span key={k} className="rule">
          {k}: {v}
        </span>
      ))}
    </span>
  );
}

function ParamTable({ rows, cols }: { rows: readonly (ParamDraft | LogParamDraft)[]; cols: readonly [string, string] }) {
  const t = useT();
  if (rows.length === 0) return <span className="muted">{t('contracts.parser.noParams')}</span>;
  return (
    <table className="data-table compact">
      <thead>
        <tr>
          <th scope="col">{t('contracts.parser.paramName')}</th>
          <th scope="col">{t('contracts.parser.paramType')}</th>
          <th scope="col">{cols[0]}</th>
          <th scope="col">{cols[1]}</th>
          <th scope="col">{t('contracts.parser.paramDescription')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p, i) => (
          <tr key={i}>
            <td>{p.name}</td>
            <td>{p.type}</td>
            <td>{'offset' in p ? p.offset : p.topic_index || '-'}</td>
            <td>{'length' in p ? p.length : p.data_index || '-'}</td>
            <td>{p.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ParserConfigView({ config }: { config: Record<string, unknown> }) {
  const t = useT();
  const d = draftFromConfig(config);
  return (
    <section className="parser-view" data-testid="parser-config">
      <h4>
        #{d.id} {d.function_name || d.event_name}{' '}
        <StatusBadge tone={d.is_active ? 'success' : 'neutral'}>{d.is_active ? t('contracts.parsers.active') : t('contracts.parsers.inactive')}</StatusBadge>
      </h4>
      <dl className="field-grid compact">
        <Field label={t('contracts.parser.functionSignature')}>
          <span className="mono">{d.function_signature || '-'}</span>
        </Field>
        <Field label={t('contracts.parser.functionName')}>{d.function_name || '-'}</Field>
        <Field label={t('contracts.parser.functionDescription')}>{d.function_description || '-'}</Field>
        <Field label={t('contracts.parser.displayFormat')}>{d.display_format || '-'}</Field>
        <Field label={t('contracts.parser.priority')}>{d.priority}</Field>
        <Field label={t('contracts.parser.logsParserType')}>{d.logs_parser_type}</Field>
        <Field label={t('contracts.parser.eventSignature')} wide>
          <span className="mono">{d.event_signature || '-'}</span>
        </Field>
        <Field label={t('contracts.parser.eventName')}>{d.event_name || '-'}</Field>
        <Field label={t('contracts.parser.eventDescription')}>{d.event_description || '-'}</Field>
        <Field label={t('contracts.parser.params')} wide>
          <ParamTable rows={d.param_config} cols={[t('contracts.parser.offset'), t('contracts.parser.length')]} />
        </Field>
        <Field label={t('contracts.parser.logParams')} wide>
          <ParamTable rows={d.logs_param_config} cols={['topic_index', 'data_index']} />
        </Field>
        <Field label={t('contracts.parser.rules')} wide>
          <Rules rules={d.parser_rules} />
        </Field>
        <Field label={t('contracts.parser.logRules')} wide>
          <Rules rules={d.logs_parser_rules} />
        </Field>
        <Field label={t('contracts.parser.logsDisplayFormat')}>{d.logs_display_format || '-'}</Field>
      </dl>
    </section>
  );
}
