/** The transaction page's internal calls: the value-moving frames the indexer's tracer kept, or why there are none to show yet. */
import { InternalCallsState, InternalCallsTable } from '../../../chains/evm/InternalCallsTable';
import type { ChainView } from '../../../chains/registry';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import { useTxInternalCalls } from '../api/evm-transaction';

export function InternalCalls({ chain, hash, signedIn }: { chain: ChainView; hash: string; signedIn: boolean }) {
  const t = useT();
  const q = useTxInternalCalls(chain.id, hash, signedIn);
  return (
    <section className="card" data-testid="tx-internal-calls">
      <h2 className="card-title">{t('internalCalls.title', { count: q.data?.calls.length ?? 0 })}</h2>
      {q.error ? (
        <ErrorCard title={t('internalCalls.loadFailed')} message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <LoadingState />
      ) : (
        <>
          <InternalCallsState state={q.data.state} scope="transaction" />
          {q.data.state === 'traced' && <InternalCallsTable chain={chain} calls={q.data.calls} />}
        </>
      )}
    </section>
  );
}
