import { Link } from 'react-router';
import { useT, type MessageKey } from '../i18n';

/** A chain whose indexer does not exist yet (sol today): says so, never shows made-up data. */
export function NotIndexedState({ chainName }: { chainName: MessageKey }) {
  const t = useT();
  return (
    <div className="notice-card" data-testid="not-indexed">
      <h2>{t('common.notIndexed')}</h2>
      <p>{t('common.notIndexedHint', { chain: t(chainName) })}</p>
      <Link to="/eth">{t('common.backHome')}</Link>
    </div>
  );
}
