/**
 * Pages that read indexed chain data: on a chain without an indexer (sol today) the page shows
 * its title and 尚未索引 and makes no call; otherwise it renders for the chain, remounted when the
 * chain changes so no state carries over from the previous chain.
 */
import type { ComponentType } from 'react';
import type { ChainView } from './registry';
import { useChain } from './use-chain';
import { useT, type MessageKey } from '../i18n';
import { NotIndexedState } from './NotIndexedState';

export function IndexedChainOnly({ title, page: Page }: { title: MessageKey | ((chain: ChainView) => MessageKey); page: ComponentType<{ chain: ChainView }> }) {
  const chain = useChain();
  const t = useT();
  if (!chain.indexed) {
    return (
      <section className="page">
        <h1 className="page-title">{t(typeof title === 'function' ? title(chain) : title)}</h1>
        <NotIndexedState chainName={chain.name} />
      </section>
    );
  }
  return <Page key={chain.id} chain={chain} />;
}
