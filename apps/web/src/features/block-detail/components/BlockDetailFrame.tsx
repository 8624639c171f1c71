import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { useChain } from '../../../chains/use-chain';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { ErrorCard } from '../../../components/ErrorCard';
import { NotIndexedState } from '../../../chains/NotIndexedState';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import { blockQuery } from '../api/block';
import { parseHeight } from '../tx-page';

/** the block's transactions as CSV, offered once the block is there (not beside a 404's error card) */
function BlockCsvButton({ chain, height, votesHidden }: { chain: ChainView; height: number; votesHidden: boolean }) {
  const { isAuthenticated } = useAuth();
  // the same query as the family's content (one request); only its answer is read here
  const found = useQuery(blockQuery(chain.id, height, isAuthenticated)).data !== undefined;
  if (!found) return null;
  return (
    <CsvDownloadButton
      resource={`blocks/${height}/transactions.csv`}
      query={{ chain: chain.id, vote: votesHidden ? 'false' : undefined }}
      fallbackName={`${chain.id}-block-${height}-transactions.csv`}
      testId="block-tx-csv"
    />
  );
}

/**
 * What every family's block detail shares: the back link 返回区块列表, the title 区块详情 #height
 * (区块详情 alone for a height that is not one, with 无效的区块高度), 尚未索引 on a chain without an
 * indexer, and otherwise the family's content, remounted per chain and height; 下载 CSV once the
 * block has loaded.
 */
export function BlockDetailFrame({ children }: { children(chain: ChainView, height: number): ReactNode }) {
  const chain = useChain();
  const t = useT();
  const height = parseHeight(useParams().height);
  // Solana's list hides vote transactions unless ?votes=all; families without votes ignore vote=false
  const votesHidden = useSearchParams()[0].get('votes') !== 'all';
  const head = (
    <>
      <Link to={`${chain.root}/blocks`} className="back-link" data-testid="back-to-blocks">
        ← {t('blockDetail.back')}
      </Link>
      <div className="head-with-action">
        <h1 className="page-title">{height === null ? t('blockDetail.heading') : t('blockDetail.title', { height })}</h1>
        {chain.indexed && height !== null && <BlockCsvButton chain={chain} height={height} votesHidden={votesHidden} />}
      </div>
    </>
  );
  if (!chain.indexed) {
    return (
      <section className="page">
        {head}
        <NotIndexedState chainName={chain.name} />
      </section>
    );
  }
  return (
    <section className="page block-detail" data-testid="block-detail-page">
      {head}
      {height === null ? <ErrorCard message={t('blockDetail.invalidHeight')} /> : children(chain, height)}
    </section>
  );
}
