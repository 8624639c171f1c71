/** The parameter table of a parser config: input params (name, type, offset, length) or log params (name, type, topic_index, data_index). */
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n';
import { PARAM_TYPES } from '../../../lib/core';
import { newLogParam, newParam } from '../parser-draft';
import type { CoinInfoValues } from '../coin-form';

type Side = 'param_config' | 'logs_param_config';
const COLUMNS: Record<Side, readonly ['offset' | 'topic_index', 'length' | 'data_index']> = {
  param_config: ['offset', 'length'],
  logs_param_config: ['topic_index', 'data_index'],
};

export function ParamRows({ form, index, side }: { form: UseFormReturn<CoinInfoValues>; index: number; side: Side }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: `parsers.${index}.${side}` as `parsers.${number}.param_config` });
  const [a, b] = COLUMNS[side];
  const field = (i: number, name: string) => `parsers.${index}.${side}.${i}.${name}` as `parsers.${number}.param_config.${number}.name`;
  return (
    <div className="param-rows" data-testid={side === 'param_config' ? 'param-rows' : 'log-param-rows'}>
      <h5>{t(side === 'param_config' ? 'contracts.parser.params' : 'contracts.parser.logParams')}</h5>
      {rows.fields.length > 0 && (
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">{t('contracts.parser.paramName')}</th>
              <th scope="col">{t('contracts.parser.paramType')}</th>
              <th scope="col">{a === 'offset' ? t('contracts.parser.offset') : a}</th>
              <th scope="col">{b === 'length' ? t('contracts.parser.length') : b}</th>
              <th scope="col">{t('contracts.parser.paramDescription')}</th>
              <th scope="col" aria-label={t('contracts.parser.removeParam')} />
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((r, i) => (
              <tr key={r.id}>
                <td>
                  <input aria-label={`${t('contracts.parser.paramName')} ${i + 1}`} maxLength={100} {...form.register(field(i, 'name'))} />
                </td>
                <td>
                  <select aria-label={`${t('contracts.parser.paramType')} ${i + 1}`} {...form.register(field(i, 'type'))}>
                    {PARAM_TYPES.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input aria-label={`${a} ${i + 1}`} inputMode="numeric" size={6} {...form.register(field(i, a))} />
                </td>
                <td>
                  <input aria-label={`${b} ${i + 1}`} inputMode="numeric" size={6} {...form.register(field(i, b))} />
                </td>
                <td>
                  <input aria-label={`${t('contracts.parser.paramDescription')} ${i + 1}`} maxLength={1000} {...form.register(field(i, 'description'))} />
                </td>
                <td>
                  <button type="button" className="btn btn-small" aria-label={`${t('contracts.parser.removeParam')} ${i + 1}`} onClick={() => rows.remove(i)}>
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="btn btn-small" onClick={() => rows.append((side === 'param_config' ? newParam() : newLogParam()) as never)} data-testid={side === 'param_config' ? 'param-add' : 'log-param-add'}>
        {t(side === 'param_config' ? 'contracts.parser.addParam' : 'contracts.parser.addLogParam')}
      </button>
    </div>
  );
}
