/** The address page's internal-transactions tab: the value-moving internal calls from or to it (keyset pages), and how far the tracer has come. */
import { InternalCallsState, InternalCallsTable } from '../../../chains/evm/InternalCallsTable';
import type { ChainView } from '../../../chains/registry';
import { CursorPager } from '../../../components/CursorPager';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useAddressInternalCalls } from '../api/address';

export function AddressInternalCallsTable({ chain, address, signedIn }: { chain: ChainView; address: string; signedIn: boolean }) {
  const t = useT();
  const pages = useCursorPages();
  const q = useAddressInternalCalls(chain.id, address, signedIn, pages.cursor);
  if (q.error) return <ErrorCard title={t('internalCalls.loadFailed')} message={q.error.message} onRetry={() => void q.refetch()} />;
  if (!q.data) return <LoadingState />;
  const data = q.data;
  return (
    <>
      <p className="muted small address-note">{t('internalCalls.note')}</p>
      <InternalCallsState state={data.state} tracedHeight={data.traced_height} scope="address" />
      {data.state !== 'unavailable' && (
        <>
          <InternalCallsTable chain={chain} calls={data.calls} placed />
          <CursorPager page={pages.page} hasNext={data.next_cursor !== null} busy={q.isFetching} onFirst={pages.first} onPrev={pages.prev} onNext={() => pages.next(data.next_cursor)} />
        </>
      )}
    </>
  );
}
