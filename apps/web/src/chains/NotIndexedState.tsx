import { Link } from 'react-router';
import { useT, type MessageKey } from '../i18n';
import { chainView, DEFAULT_CHAIN } from './registry';

/** A chain whose indexer does not exist yet: says so, never shows made-up data, and links to the default chain's home. */
export function NotIndexedState({ chainName }: { chainName: MessageKey }) {
  const t = useT();
  return (
    <div className="notice-card" data-testid="not-indexed">
      <h2>{t('common.notIndexed')}</h2>
      <p>{t('common.notIndexedHint', { chain: t(chainName) })}</p>
      <Link to={chainView(DEFAULT_CHAIN).root}>{t('common.backHome')}</Link>
    </div>
  );
}
