import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useChain } from '../../chains/use-chain';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  const chain = useChain();
  return (
    <section className="page" data-testid="not-found">
      <div className="notice-card">
        <h2>{t('common.notFound')}</h2>
        <p>{t('common.notFoundHint', { path: pathname })}</p>
        <Link to={chain.root}>{t('common.backHome')}</Link>
      </div>
    </section>
  );
}
