/** The contract's field grid (spec part 2 §2.5): every stored field; metadata values are shown as text, never as markup or links. */
import { AddressPageLink } from '../../../chains/AddressLink';
import { Link } from 'react-router';
import { CopyText } from '../../../components/CopyText';
import { TxPageLink } from '../../../chains/TxHashLink';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { Contract } from '../../../lib/core';
import { metadataObject } from '../contract-form';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function NameList({ items }: { items: readonly string[] }) {
  const t = useT();
  if (items.length === 0) return <span className="muted">{t('contracts.none')}</span>;
  return (
    <ul className="chip-list">
      {items.map((v) => (
        <li key={v} className="chip">
          {v}
        </li>
      ))}
    </ul>
  );
}

export function ContractFieldsCard({ root, contract: c }: { root: string; contract: Contract }) {
  const t = useT();
  const metadata = Object.entries(metadataObject(c.metadata)).filter(([k]) => k !== 'description');
  return (
    <div className="card" data-testid="contract-fields">
      <dl className="field-grid">
        <Field label={t('contracts.field.address')} wide>
          <CopyText text={c.address} />
        </Field>
        <Field label={t('contracts.field.name')}>{c.name || t('contracts.unnamed')}</Field>
        <Field label={t('contracts.field.symbol')}>{c.symbol || '-'}</Field>
        <Field label={t('contracts.field.type')}>{c.contract_type.toLowerCase()}</Field>
        <Field label={t('contracts.field.decimals')}>{c.decimals ?? '-'}</Field>
        <Field label={t('contracts.field.totalSupply')}>{c.total_supply ?? '-'}</Field>
        <Field label={t('contracts.field.isErc20')}>{c.is_erc20 ? t('contracts.yes') : t('contracts.no')}</Field>
        <Field label={t('contracts.field.verified')}>{c.verified ? t('contracts.yes') : t('contracts.no')}</Field>
        <Field label={t('contracts.field.creator')} wide>
          <CopyText text={c.creator} />
          <AddressPageLink address={c.creator} />
        </Field>
        <Field label={t('contracts.field.creationTx')} wide>
          <CopyText text={c.creation_tx} />
          <TxPageLink hash={c.creation_tx} />
        </Field>
        <Field label={t('contracts.field.creationBlock')}>{c.creation_block === null ? '-' : <Link to={`${root}/blocks/${c.creation_block}`}>#{c.creation_block}</Link>}</Field>
        <Field label={t('contracts.field.lastActivity')}>{c.last_activity_block === null ? '-' : <Link to={`${root}/blocks/${c.last_activity_block}`}>#{c.last_activity_block}</Link>}</Field>
        <Field label={t('contracts.field.interfaces')} wide>
          <NameList items={c.interfaces} />
        </Field>
        <Field label={t('contracts.field.methods')} wide>
          <NameList items={c.methods} />
        </Field>
        <Field label={t('contracts.field.events')} wide>
          <NameList items={c.events} />
        </Field>
        <Field label={t('contracts.field.description')} wide testId="contract-description">
          {c.description || '-'}
        </Field>
        <Field label={t('contracts.field.metadata')} wide testId="contract-metadata">
          {metadata.length === 0 ? (
            <span className="muted">{t('contracts.none')}</span>
          ) : (
            <dl className="metadata-list">
              {metadata.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{show(v)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Field>
      </dl>
    </div>
  );
}
