import { ComingSoon } from '../../components/ComingSoon';
import { useT, type MessageKey } from '../../i18n';
import { useChain } from '../../chains/use-chain';

/** A route whose screen a later version builds: an honest 功能开发中 with a link to the chain home. */
export function PlaceholderPage({ title }: { title: MessageKey }) {
  const t = useT();
  const chain = useChain();
  return <ComingSoon title={t(title)} homePath={chain.root} />;
}
