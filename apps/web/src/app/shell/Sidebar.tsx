/**
 * Sidebar by chain (spec part 1 §2.2): eth, bsc 首页 区块 地址; sol 首页 区块 程序 地址; btc 首页 区块;
 * signed-in users also get 个人中心: 扫块收益, 个人地址, 交易历史.
 */
import { Link, NavLink, useLocation } from 'react-router';
import { PERSONAL_ITEMS } from '../../chains/registry';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useChain } from '../../chains/use-chain';

export function Sidebar() {
  const t = useT();
  const chain = useChain();
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const href = (path: string) => (path ? `${chain.root}/${path}` : chain.root);
  const under = (path: string) => pathname === href(path) || pathname.startsWith(`${href(path)}/`);
  return (
    <nav className="sidebar" aria-label={t('shell.mainNav')} data-testid="sidebar">
      <ul>
        {chain.sidebar.map((item) => (
          <li key={item.path}>
            {item.also?.some(under) ? (
              // NavLink would drop aria-current on a path that is not its own
              <Link to={href(item.path)} className="active" aria-current="page">
                {t(item.label)}
              </Link>
            ) : (
              <NavLink to={href(item.path)} end={item.path === ''}>
                {t(item.label)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {isAuthenticated && (
        <div className="sidebar-section" data-testid="personal-section">
          <h3>{t('nav.personal')}</h3>
          <ul>
            {PERSONAL_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink to={href(item.path)}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
