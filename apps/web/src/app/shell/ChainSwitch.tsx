import { useLocation, useNavigate } from 'react-router';
import { CHAIN_ORDER, chainView } from '../../chains/registry';
import { useT } from '../../i18n';
import { switchChainPath } from '../navigation-rules';
import { useChainId } from '../../chains/use-chain';

/** ETH BTC BSC SOL; switching keeps the last path segment only where that page exists. */
export function ChainSwitch() {
  const t = useT();
  const current = useChainId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="chain-switch" role="group" aria-label={t('shell.chainSwitch')}>
      {CHAIN_ORDER.map((id) => (
        <button
          key={id}
          type="button"
          className={id === current ? 'active' : undefined}
          aria-pressed={id === current}
          onClick={() => id !== current && navigate(switchChainPath(pathname, id))}
        >
          {chainView(id).label}
        </button>
      ))}
    </div>
  );
}
