import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { useChain } from '../../../chains/use-chain';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { ErrorCard } from '../../../components/ErrorCard';
import { NotIndexedState } from '../../../components/NotIndexedState';
import { useT } from '../../../i18n';
import { parseHeight } from '../tx-page';

/**
 * What every family's block detail shares: the back link 返回区块列表, the title 区块详情 #height,
 * 尚未索引 on a chain without an indexer, 无效的区块高度 for a height that is not one, and otherwise
 * the family's content, remounted per chain and height.
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
        <h1 className="page-title">{t('blockDetail.title', { height: height ?? '-' })}</h1>
        {chain.indexed && height !== null && (
          <CsvDownloadButton
            resource={`blocks/${height}/transactions.csv`}
            query={{ chain: chain.id, vote: votesHidden ? 'false' : undefined }}
            fallbackName={`${chain.id}-block-${height}-transactions.csv`}
            testId="block-tx-csv"
          />
        )}
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
