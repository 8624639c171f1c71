/**
 * Solana block detail (spec part 2 §2.3, §2.4): back link, 区块详情 #slot, the info card, and the
 * slot's transactions 20 a page (?page=, clamped to 1..pages), each row expanding to its details,
 * events and instructions. 隐藏投票交易 is on by default (the list asks for the non-vote
 * transactions; ?votes=all shows all of them). A failed block load shows 加载失败 with the server's
 * message (or 无法加载区块信息) and 重试; a failed transactions load shows its own card with 重试.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChainView } from '../../chains/registry';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import type { ApiSolBlock } from '../../lib/core';
import { useBlock } from './api/block';
import { useSolBlockTransactions } from './api/sol-block-transactions';
import { BlockDetailFrame } from './components/BlockDetailFrame';
import { SolBlockInfo } from './components/SolBlockInfo';
import { SolBlockTransactions } from './components/SolBlockTransactions';
import { txPages } from './tx-page';
import { useTxPage } from './use-tx-page';
import '../../components/chain-data.css';
import './block-detail.css';

export function SolBlockDetailPage() {
  return <BlockDetailFrame>{(chain, height) => <SolBlockDetail key={`${chain.id}:${height}`} chain={chain} height={height} />}</BlockDetailFrame>;
}

function SolBlockDetail({ chain, height }: { chain: ChainView; height: number }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  // the switch answers at once; the URL (?votes=all) follows, and back/forward set the switch again
  const hiddenInUrl = params.get('votes') !== 'all';
  const [hideVotes, setHideVotes] = useState(hiddenInUrl);
  useEffect(() => setHideVotes(hiddenInUrl), [hiddenInUrl]);
  const block = useBlock<ApiSolBlock>(chain.id, height, isAuthenticated);
  const counted = block.data ? (hideVotes ? block.data.non_vote_transaction_count : block.data.transaction_count) : 0;
  const pages0 = txPages(counted);
  const page = useTxPage(pages0, block.data !== undefined);
  const txs = useSolBlockTransactions(chain.id, height, page, hideVotes, isAuthenticated, counted > 0);
  // the answer's total counts what the list holds; the block's counts stand in until it arrives
  const total = txs.data?.total ?? counted;
  const pages = txPages(total);

  const go = (next: { page?: number; hideVotes?: boolean }) => {
    const p = next.page ?? page;
    const hide = next.hideVotes ?? hideVotes;
    const search: Record<string, string> = {};
    if (p !== 1) search.page = String(p);
    if (!hide) search.votes = 'all';
    setParams(search);
  };

  if (block.error) return <ErrorCard error={block.error} message={block.error.message || t('sol.block.loadFailed')} onRetry={() => void block.refetch()} />;
  if (!block.data) return <LoadingState />;
  return (
    <>
      <SolBlockInfo block={block.data} unit={chain.unit} decimals={chain.decimals} />
      <SolBlockTransactions
        chain={chain.id}
        root={chain.root}
        unit={chain.unit}
        signedIn={isAuthenticated}
        total={total}
        page={Math.min(page, pages)}
        pages={pages}
        transactions={txs.error ? [] : (txs.data?.transactions ?? [])}
        loading={txs.isFetching}
        error={txs.error ? txs.error.message || t('blockDetail.txLoadFailed') : null}
        hideVotes={hideVotes}
        onHideVotesChange={(hide) => {
          setHideVotes(hide);
          go({ hideVotes: hide, page: 1 });
        }}
        onRetry={() => void txs.refetch()}
        onPageChange={(p) => go({ page: p })}
      />
    </>
  );
}
