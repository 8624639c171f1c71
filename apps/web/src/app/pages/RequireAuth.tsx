/** Signed-in pages (the personal pages): guests get the login modal and a note in place of the page. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';

export function RequireAuth() {
  const t = useT();
  const { isAuthenticated, openLogin } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) openLogin();
  }, [isAuthenticated, openLogin]);
  if (isAuthenticated) return <Outlet />;
  return (
    <section className="page" data-testid="login-required">
      <div className="notice-card">
        <h2>{t('shell.loginRequired')}</h2>
        <p>{t('shell.loginRequiredHint')}</p>
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          {t('shell.login')}
        </button>
      </div>
    </section>
  );
}
