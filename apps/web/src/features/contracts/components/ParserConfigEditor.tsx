/**
 * One parser config in the coin info form (spec part 2 §3 Parser config): the call side (function
 * signature — a selector or a signature such as transfer(address,uint256) —, its parameters and
 * rules), the log side (event signature, log parameters by topic_index / data_index, log rules),
 * display formats, active flag, priority and parse type. A new parameter is uint256, offset 0,
 * length 32. The server's reason for refusing the config shows at the top.
 */
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useT, type MessageKey } from '../../../i18n';
import { LOGS_PARSER_TYPES } from '../../../lib/core';
import { INPUT_RULES, LOG_RULES } from '../parser-draft';
import type { CoinInfoValues } from '../coin-form';
import { ParamRows } from './ParamRows';

type Form = UseFormReturn<CoinInfoValues>;
type TextField = 'function_signature' | 'function_name' | 'function_description' | 'display_format' | 'priority' | 'event_signature' | 'event_name' | 'event_description' | 'logs_display_format';

function TextInput({ form, index, name, label, mono, wide }: { form: Form; index: number; name: TextField; label: MessageKey; mono?: boolean; wide?: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {t(label)}
      </label>
      <input id={id} className={mono ? 'mono' : undefined} maxLength={1000} autoComplete="off" spellCheck={false} {...form.register(`parsers.${index}.${name}`)} />
    </div>
  );
}

function Rules({ form, index, side, keys }: { form: Form; index: number; side: 'parser_rules' | 'logs_parser_rules'; keys: readonly string[] }) {
  const id = useId();
  return (
    <div className="rules-grid">
      {keys.map((k) => (
        <div className="field" key={k}>
          <label className="field-label mono" htmlFor={`${id}-${k}`}>
            {k}
          </label>
          <input id={`${id}-${k}`} maxLength={100} placeholder={k === 'amount_unit' ? 'wei / gwei / ether / 0–36' : undefined} {...form.register(`parsers.${index}.${side}.${k}` as `parsers.${number}.parser_rules.extract_amount`)} />
        </div>
      ))}
    </div>
  );
}

/** the call side and the log side of a config: their texts (the signature first), parameters and rules */
const SIDES = [
  {
    title: 'contracts.parser.functionSignature',
    texts: [
      ['function_signature', 'contracts.parser.functionSignature'],
      ['function_name', 'contracts.parser.functionName'],
      ['function_description', 'contracts.parser.functionDescription'],
      ['display_format', 'contracts.parser.displayFormat'],
    ],
    params: 'param_config',
    rulesTitle: 'contracts.parser.rules',
    rules: 'parser_rules',
    ruleKeys: INPUT_RULES,
  },
  {
    title: 'contracts.parser.eventSignature',
    texts: [
      ['event_signature', 'contracts.parser.eventSignature'],
      ['event_name', 'contracts.parser.eventName'],
      ['event_description', 'contracts.parser.eventDescription'],
      ['logs_display_format', 'contracts.parser.logsDisplayFormat'],
    ],
    params: 'logs_param_config',
    rulesTitle: 'contracts.parser.logRules',
    rules: 'logs_parser_rules',
    ruleKeys: LOG_RULES,
  },
] as const satisfies readonly { title: MessageKey; texts: readonly (readonly [TextField, MessageKey])[]; params: 'param_config' | 'logs_param_config'; rulesTitle: MessageKey; rules: 'parser_rules' | 'logs_parser_rules'; ruleKeys: readonly string[] }[];

export function ParserConfigEditor({ form, index, error, onRemove }: { form: Form; index: number; error?: string; onRemove?(): void }) {
  const t = useT();
  const id = useId();
  const draftId = form.watch(`parsers.${index}.id`);
  return (
    <fieldset className="parser-editor" data-testid="parser-editor">
      <legend>
        {draftId === null ? t('contracts.parser.new') : `#${draftId}`}
        {onRemove && (
          <button type="button" className="btn btn-small" onClick={onRemove}>
            {t('contracts.parser.remove')}
          </button>
        )}
      </legend>
      {error && (
        <p className="form-error" role="alert" data-testid="parser-error">
          {t('contracts.parser.failed', { message: error })}
        </p>
      )}
      <div className="form-grid">
        <div className="field field-check">
          <input id={`${id}-active`} type="checkbox" {...form.register(`parsers.${index}.is_active`)} />
          <label className="field-label" htmlFor={`${id}-active`}>
            {t('contracts.parser.isActive')}
          </label>
        </div>
        <TextInput form={form} index={index} name="priority" label="contracts.parser.priority" />
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t('contracts.parser.logsParserType')}
          </label>
          <select id={`${id}-type`} {...form.register(`parsers.${index}.logs_parser_type`)}>
            {LOGS_PARSER_TYPES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
      </div>
      {SIDES.map((side) => (
        <section key={side.params} className="parser-side">
          <h4>{t(side.title)}</h4>
          <div className="form-grid">
            {side.texts.map(([name, label], i) => (
              <TextInput key={name} form={form} index={index} name={name} label={label} mono={i === 0} />
            ))}
          </div>
          <ParamRows form={form} index={index} side={side.params} />
          <h5>{t(side.rulesTitle)}</h5>
          <Rules form={form} index={index} side={side.rules} keys={side.ruleKeys} />
        </section>
      ))}
    </fieldset>
  );
}
