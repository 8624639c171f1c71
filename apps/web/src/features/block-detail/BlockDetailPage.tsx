/**
 * Block detail (spec part 2 §2.3): back link, 区块详情 #height, the info card, and the block's
 * transactions 20 a page (?page=, clamped to 1..pages) with receipts on expansion.
 */
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import type { ChainView } from '../../chains/registry';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useBlock } from './api/block';
import { useBlockTransactions } from './api/block-transactions';
import { BlockInfoCard } from './components/BlockInfoCard';
import { BlockDetailFrame } from './components/BlockDetailFrame';
import { BlockTransactions } from './components/BlockTransactions';
import { txPages } from './tx-page';
import { useTxPage } from './use-tx-page';
import '../../components/chain-data.css';
import './block-detail.css';

export function BlockDetailPage() {
  return <BlockDetailFrame>{(chain, height) => <BlockDetail key={`${chain.id}:${height}`} chain={chain} height={height} />}</BlockDetailFrame>;
}

function BlockDetail({ chain, height }: { chain: ChainView; height: number }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const setParams = useSearchParams()[1];
  const block = useBlock(chain.id, height, isAuthenticated);
  const total = block.data?.transaction_count ?? 0;
  const pages = txPages(total);
  const page = useTxPage(pages, block.data !== undefined);
  const txs = useBlockTransactions(chain.id, height, page, isAuthenticated, total > 0);

  if (block.error) return <ErrorCard error={block.error} message={block.error.message || t('blockDetail.loadFailed')} onRetry={() => void block.refetch()} />;
  if (!block.data) return <LoadingState />;
  return (
    <>
      <BlockInfoCard block={block.data} unit={chain.unit} decimals={chain.decimals} />
      <BlockTransactions
        chain={chain.id}
        unit={chain.unit}
        decimals={chain.decimals}
        total={total}
        page={page}
        pages={pages}
        transactions={txs.data?.transactions ?? []}
        loading={txs.isFetching}
        error={txs.error ? txs.error.message || t('blockDetail.txLoadFailed') : null}
        onRetry={() => void txs.refetch()}
        onPageChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
      />
    </>
  );
}
