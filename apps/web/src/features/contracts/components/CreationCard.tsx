/** Creation info (spec part 2 §2.5): creation tx, block, created time (c_time) and last update (m_time). */
import { Link } from 'react-router';
import { CopyText } from '../../../components/CopyText';
import { TxPageLink } from '../../../chains/TxHashLink';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { Contract } from '../../../lib/core';
import { formatTime } from '../../../lib/format';

export function CreationCard({ root, contract: c }: { root: string; contract: Contract }) {
  const t = useT();
  return (
    <div className="card" data-testid="contract-creation">
      <h3>{t('contracts.created')}</h3>
      <dl className="field-grid">
        <Field label={t('contracts.field.creationTx')} wide>
          <CopyText text={c.creation_tx} />
          <TxPageLink hash={c.creation_tx} />
        </Field>
        <Field label={t('contracts.field.creationBlock')}>{c.creation_block === null ? '-' : <Link to={`${root}/blocks/${c.creation_block}`}>#{c.creation_block}</Link>}</Field>
        <Field label={t('contracts.createdAt')}>{formatTime(Date.parse(c.c_time))}</Field>
        <Field label={t('contracts.updatedAt')}>{formatTime(Date.parse(c.m_time))}</Field>
      </dl>
    </div>
  );
}
