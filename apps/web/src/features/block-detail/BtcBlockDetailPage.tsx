/**
 * Bitcoin block detail (spec part 2 §2.9): back link, 区块详情 #height, the info panel, and the
 * block's transactions 20 a page (?page=, clamped to 1..pages), each with its inputs and outputs.
 * A failed block load shows 加载失败 with the server's message (or 无法加载区块信息) and 重试; a
 * failed transactions load shows 获取交易信息失败 with 重试 in their place.
 */
import { useSearchParams } from 'react-router';
import type { ChainView } from '../../chains/registry';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import type { ApiBtcBlock } from '../../lib/core';
import { useBlock } from './api/block';
import { useBtcBlockTransactions } from './api/btc-block-transactions';
import { BlockDetailFrame } from './components/BlockDetailFrame';
import { BtcBlockInfo } from './components/BtcBlockInfo';
import { BtcBlockTransactions } from './components/BtcBlockTransactions';
import { txPages } from './tx-page';
import { useTxPage } from './use-tx-page';
import '../../components/chain-data.css';
import './block-detail.css';

export function BtcBlockDetailPage() {
  return <BlockDetailFrame>{(chain, height) => <BtcBlockDetail key={`${chain.id}:${height}`} chain={chain} height={height} />}</BlockDetailFrame>;
}

function BtcBlockDetail({ chain, height }: { chain: ChainView; height: number }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const setParams = useSearchParams()[1];
  const block = useBlock<ApiBtcBlock>(chain.id, height, isAuthenticated);
  const total = block.data?.transaction_count ?? 0;
  const pages = txPages(total);
  const page = useTxPage(pages, block.data !== undefined);
  const txs = useBtcBlockTransactions(chain.id, height, page, isAuthenticated, total > 0);

  if (block.error) return <ErrorCard error={block.error} message={block.error.message || t('blockDetail.btcLoadFailed')} onRetry={() => void block.refetch()} />;
  if (!block.data) return <LoadingState />;
  return (
    <>
      <BtcBlockInfo block={block.data} unit={chain.unit} decimals={chain.decimals} />
      <BtcBlockTransactions
        root={chain.root}
        unit={chain.unit}
        decimals={chain.decimals}
        total={total}
        page={page}
        pages={pages}
        transactions={txs.error ? [] : (txs.data?.transactions ?? [])}
        loading={txs.isFetching}
        error={txs.error ? txs.error.message || t('blockDetail.txLoadFailed') : null}
        onRetry={() => void txs.refetch()}
        onPageChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
      />
    </>
  );
}
