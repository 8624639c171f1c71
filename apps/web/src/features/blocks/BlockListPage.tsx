/**
 * Block list of a chain (spec part 2 §2.2): live indicator, total, guest badge, search by height or
 * hash, page size, the block table, paging, and live insertion for signed-in users (live-rules.ts).
 */
import { useAuth } from '../../lib/auth/auth-context';
import type { ChainView } from '../../chains/registry';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { PageSizeSelect } from '../../components/PageSizeSelect';
import { Pagination } from '../../components/Pagination';
import { useT } from '../../i18n';
import { useClampedPage } from '../../lib/page-params';
import { BlockListHeader } from './components/BlockListHeader';
import { BlockSearch } from './components/BlockSearch';
import { BlockTable } from './components/BlockTable';
import { useListParams } from './list-params';
import { useBlockListData } from './use-block-list-data';
import '../../components/chain-data.css';
import { PrunedNotice } from '../../components/PrunedNotice';
import { usePrunedBelow } from '../../lib/pruned';
import './blocks.css';

export function BlockListPage() {
  return <IndexedChainOnly title={(c) => c.titles.blocks} page={IndexedBlockList} />;
}

function IndexedBlockList({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const params = useListParams();
  const list = useBlockListData(chain.id, isAuthenticated, params);
  useClampedPage(params.page, params.pageSize, params.search || list.failed ? null : list.total, params.setPage);
  const floor = usePrunedBelow(chain.id);
  // the list reached the retention floor: a short page, or its last block at the floor
  const lastShown = list.blocks.at(-1)?.height;
  const reachedFloor = floor !== null && !params.search && !list.loading && !list.failed && (list.blocks.length < params.pageSize || (lastShown !== undefined && lastShown <= floor));
  const emptyText = list.failed ? t('blocks.loadFailedShort') : params.search ? t('blocks.searchEmpty') : t('blocks.empty');

  return (
    <section className="page blocks-page" data-testid="block-list-page">
      <BlockListHeader title={t(chain.titles.blocks)} total={list.total} signedIn={isAuthenticated} />
      <div className="toolbar">
        <BlockSearch value={params.search} onSearch={params.setSearch} />
        <PageSizeSelect value={params.pageSize} onChange={params.setPageSize} />
        {/* the list's own query; `from` pins the file to the first block shown (newer ones arriving do not shift it) */}
        <CsvDownloadButton
          resource="blocks.csv"
          query={{ chain: chain.id, query: params.search || undefined, page: params.page, page_size: params.pageSize, from: params.search ? undefined : list.blocks[0]?.height }}
          fallbackName={`${chain.id}-blocks.csv`}
          testId="blocks-csv"
        />
      </div>
      {list.searchError && (
        <p className="form-error" role="alert" data-testid="block-search-error">
          {list.searchError}
        </p>
      )}
      <div className="card card-flush">
        <BlockTable root={chain.root} unit={chain.unit} decimals={chain.decimals} columns={chain.blockColumns} blocks={list.blocks} emptyText={list.loading ? t('common.loading') : emptyText} busy={list.fetching} onRetry={list.failed ? list.retry : undefined} />
        {reachedFloor && <PrunedNotice floor={floor} />}
        {list.total !== null && list.total > 0 && (
          <Pagination page={params.search ? 1 : params.page} pageSize={params.pageSize} total={list.total} onPageChange={params.setPage} disabled={list.fetching} />
        )}
      </div>
    </section>
  );
}
