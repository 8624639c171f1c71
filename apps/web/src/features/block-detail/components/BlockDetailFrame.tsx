import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { useChain } from '../../../chains/use-chain';
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
  const head = (
    <>
      <Link to={`${chain.root}/blocks`} className="back-link" data-testid="back-to-blocks">
        ← {t('blockDetail.back')}
      </Link>
      <h1 className="page-title">{t('blockDetail.title', { height: height ?? '-' })}</h1>
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
