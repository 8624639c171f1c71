/**
 * The sol contract page (/sol/addresses/{address}, spec part 2 §2.5, §2.1): a mint's header, fields
 * (metadata shown as JSON), supply and authorities, creation; coin configs and parser configs do
 * not exist on sol (暂无币种配置信息 / 暂无解析配置). The back button returns to ?from= when it is a
 * path of this app, else one page back.
 */
import { AddressPageLink } from '../../chains/AddressLink';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CopyText } from '../../components/CopyText';
import { TxPageLink } from '../../chains/TxHashLink';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { Field } from '../../components/Field';
import { LoadingState } from '../../components/LoadingState';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { formatTime, formatTokenAmount } from '../../lib/format';
import { apiErrorMessage } from '../../lib/http';
import { LogoImage } from '../../components/LogoImage';
import { ContractStatus } from '../../components/ContractStatus';
import { useMint } from './api/mints';
import '../../components/chain-data.css';
import '../../components/console.css';

export function MintDetailPage() {
  const t = useT();
  const { root } = useChain();
  const { address = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const mint = useMint(address, isAuthenticated);
  const from = query.get('from');
  const back = () => (from && from.startsWith(`${root}/`) && /^[\w/-]*$/.test(from.slice(root.length + 1)) ? navigate(from) : navigate(-1));
  const m = mint.data;

  return (
    <section className="page contract-detail-page" data-testid="mint-detail-page">
      <button type="button" className="back-link link-button" onClick={back} data-testid="mint-back">
        ← {t('mints.back')}
      </button>
      <h1 className="page-title">{t('contracts.detailTitle')}</h1>
      {mint.error ? (
        <ErrorCard message={`${t('contracts.detailFailed')}: ${apiErrorMessage(mint.error) || t('common.unknownError')}`} onRetry={() => void mint.refetch()} />
      ) : !m ? (
        <LoadingState />
      ) : (
        <>
          <div className="card contract-header" data-testid="contract-header">
            <LogoImage src={m.contract_logo && /^https?:\/\//i.test(m.contract_logo) ? m.contract_logo : null} name={m.name} size={56} />
            <div className="contract-header-main">
              <h2>
                <span data-testid="contract-detail-name">{m.name || t('mints.unnamed')}</span> {m.symbol && <span className="muted">({m.symbol})</span>} <ContractStatus status={m.status} />
              </h2>
              <CopyText text={m.address} testId="contract-detail-address" />
              <p className="contract-header-facts muted small">
                <StatusBadge tone="info">{m.contract_type.toLowerCase()}</StatusBadge> · {t('contracts.field.decimals')} <span data-testid="mint-detail-decimals">{m.decimals ?? '-'}</span> · {t('contracts.field.totalSupply')}{' '}
                {m.total_supply === null ? '-' : formatTokenAmount(m.total_supply, m.decimals)}
              </p>
            </div>
          </div>
          <div className="card">
            <dl className="field-grid">
              <Field label={t('contracts.field.address')} wide>
                <CopyText text={m.address} />
              </Field>
              <Field label={t('contracts.field.name')}>{m.name || t('mints.unnamed')}</Field>
              <Field label={t('contracts.field.symbol')}>{m.symbol || '-'}</Field>
              <Field label={t('contracts.field.type')}>{m.contract_type.toLowerCase()}</Field>
              <Field label={t('mints.field.mintAuthority')} wide>
                <CopyText text={m.mint_authority} />
                <AddressPageLink address={m.mint_authority} />
              </Field>
              <Field label={t('mints.field.freezeAuthority')} wide>
                <CopyText text={m.freeze_authority} />
                <AddressPageLink address={m.freeze_authority} />
              </Field>
              <Field label={t('mints.field.program')} wide>
                <CopyText text={m.program_id} />
              </Field>
              <Field label={t('contracts.field.description')} wide>
                {m.description || '-'}
              </Field>
              <Field label={t('contracts.field.metadata')} wide testId="contract-metadata">
                <pre className="json-block">{JSON.stringify(m.metadata, null, 2)}</pre>
              </Field>
            </dl>
          </div>
          <div className="card">
            <h3>{t('contracts.coin.title')}</h3>
            <p className="muted">{t('contracts.coin.empty')}</p>
            <h3>{t('contracts.parsers.title')}</h3>
            <p className="muted">{t('contracts.parsers.empty')}</p>
          </div>
          <div className="card" data-testid="contract-creation">
            <h3>{t('contracts.created')}</h3>
            <dl className="field-grid">
              <Field label={t('contracts.field.creationTx')} wide>
                <CopyText text={m.creation_tx} />
                <TxPageLink hash={m.creation_tx} />
              </Field>
              <Field label={t('mints.field.creationSlot')}>{m.creation_slot === null ? '-' : <Link to={`${root}/blocks/${m.creation_slot}`}>#{m.creation_slot}</Link>}</Field>
              <Field label={t('contracts.createdAt')}>{formatTime(Date.parse(m.c_time))}</Field>
              <Field label={t('contracts.updatedAt')}>{formatTime(Date.parse(m.m_time))}</Field>
            </dl>
          </div>
        </>
      )}
    </section>
  );
}
