import { Link } from 'react-router';
import { useT } from '../i18n';

/** A page a later version builds: says 功能开发中 and links home; no dead buttons. */
export function ComingSoon({ title, homePath }: { title: string; homePath: string }) {
  const t = useT();
  return (
    <section className="page" data-testid="coming-soon">
      <h1 className="page-title">{title}</h1>
      <div className="notice-card">
        <h2>{t('common.comingSoon')}</h2>
        <p>{t('common.comingSoonHint', { page: title })}</p>
        <Link to={homePath}>{t('common.backHome')}</Link>
      </div>
    </section>
  );
}
