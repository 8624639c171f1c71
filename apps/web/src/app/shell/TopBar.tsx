import { Link } from 'react-router';
import { useT } from '../../i18n';
import { useChain } from '../../chains/use-chain';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { ChainSwitch } from './ChainSwitch';
import { ConnectionIndicator } from './ConnectionIndicator';
import { UserArea } from './UserArea';

export function TopBar() {
  const t = useT();
  const chain = useChain();
  return (
    <header className="top-bar">
      <Link to={chain.root} className="brand">
        <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect x="3" y="3" width="11" height="11" rx="2" />
          <rect x="18" y="3" width="11" height="11" rx="2" opacity=".7" />
          <rect x="3" y="18" width="11" height="11" rx="2" opacity=".7" />
          <rect x="18" y="18" width="11" height="11" rx="2" opacity=".45" />
        </svg>
        <span className="brand-title">{t('app.title')}</span>
      </Link>
      <ConnectionIndicator />
      <GlobalSearch />
      <ChainSwitch />
      <UserArea />
    </header>
  );
}
