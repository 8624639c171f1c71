/** Shown when a route fails to load or render (a lazy chunk missing after a deploy, a render error). */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n';
import { NotFoundPage } from './NotFoundPage';

export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="page" role="alert">
      <div className="notice-card">
        <h2>{t('common.pageError')}</h2>
        <p>{message}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    </section>
  );
}
