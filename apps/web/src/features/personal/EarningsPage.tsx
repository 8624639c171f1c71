/**
 * 扫块收益 (/{c}/personal/earnings): block rewards of the saved addresses of this chain over the
 * last 7, 30 or 90 UTC days (?days=), as a total, a per-day bar chart and a table of the days with
 * blocks, in the chain's amount digits (6; Bitcoin 8, one satoshi). No saved address yet ⇒ a
 * prompt to add one (opens the address dialog); chains without an indexer show 尚未索引 and make no call.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChainView } from '../../chains/registry';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { useT } from '../../i18n';
import { AddressesModal } from './AddressesModal';
import { DEFAULT_DAYS, EARNINGS_DAYS, useEarnings } from './api/earnings';
import { DaysSelect } from './components/DaysSelect';
import { EarningsChart } from './components/EarningsChart';
import { EarningsSummary } from './components/EarningsSummary';
import { EarningsTable } from './components/EarningsTable';
import { NoAddressState } from './components/NoAddressState';
import '../../components/chain-data.css';
import './personal.css';

export function EarningsPage() {
  return <IndexedChainOnly title={'personal.earnings.title'} page={ChainEarnings} />;
}

function useDaysParam(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('days'));
  const days = (EARNINGS_DAYS as readonly number[]).includes(raw) ? raw : DEFAULT_DAYS;
  return [days, (d) => setParams(d === DEFAULT_DAYS ? {} : { days: String(d) })];
}

function ChainEarnings({ chain }: { chain: ChainView }) {
  const t = useT();
  const [days, setDays] = useDaysParam();
  const [managing, setManaging] = useState(false);
  const earnings = useEarnings(chain.id, days);
  const data = earnings.data;
  return (
    <section className="page personal-page" data-testid="earnings-page">
      <header className="page-head">
        <h1 className="page-title">{t('personal.earnings.title')}</h1>
        <div className="page-actions">
          <DaysSelect value={days} onChange={setDays} />
        </div>
      </header>
      {earnings.error ? (
        <ErrorCard title={t('personal.earnings.loadFailed')} message={earnings.error.message} onRetry={() => void earnings.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.addresses.length === 0 ? (
        <NoAddressState onAdd={() => setManaging(true)} />
      ) : (
        <div className="personal-body" aria-busy={earnings.isFetching || undefined}>
          <EarningsSummary earnings={data} unit={chain.unit} decimals={chain.decimals} digits={chain.amountDigits} />
          <EarningsChart days={data.days} unit={chain.unit} decimals={chain.decimals} digits={chain.amountDigits} />
          <EarningsTable days={data.days} unit={chain.unit} decimals={chain.decimals} digits={chain.amountDigits} />
        </div>
      )}
      {managing && <AddressesModal onClose={() => setManaging(false)} />}
    </section>
  );
}
