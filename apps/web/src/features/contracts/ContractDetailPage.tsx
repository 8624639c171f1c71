/**
 * Contract detail (spec part 2 §2.5), read-only: header (logo, name or 未命名合约, symbol, status,
 * address, type, decimals, total supply, verification, creator), the field grid, the coin config
 * and the parser configs (signed-in: the coin-config call; 暂无币种配置信息 / 暂无解析配置 when
 * none), and the creation card. A failed load shows 加载失败 with 重试.
 */
import { Link, useLocation, useParams } from 'react-router';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { apiErrorMessage } from '../../lib/http';
import { useContract } from './api/contracts';
import { CoinConfigCard } from './components/CoinConfigCard';
import { ContractFieldsCard } from './components/ContractFieldsCard';
import { ContractHeader } from './components/ContractHeader';
import { CreationCard } from './components/CreationCard';
import '../../components/chain-data.css';
import '../../components/console.css';

export function ContractDetailPage() {
  const t = useT();
  const chain = useChain();
  const { address = '' } = useParams();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const contract = useContract(chain.id, address, isAuthenticated);
  const list = (location.state as { list?: unknown } | null)?.list;
  const back = `${chain.root}/addresses${typeof list === 'string' && list ? `?${list}` : ''}`;

  return (
    <section className="page contract-detail-page" data-testid="contract-detail-page">
      <Link className="back-link" to={back}>
        ← {t('contracts.back')}
      </Link>
      <h1 className="page-title">{t('contracts.detailTitle')}</h1>
      {contract.error ? (
        <ErrorCard message={`${t('contracts.detailFailed')}: ${apiErrorMessage(contract.error) || t('common.unknownError')}`} onRetry={() => void contract.refetch()} />
      ) : !contract.data ? (
        <LoadingState />
      ) : (
        <>
          <ContractHeader chain={chain.id} contract={contract.data} />
          <ContractFieldsCard root={chain.root} contract={contract.data} />
          <CoinConfigCard chain={chain.id} address={contract.data.address} signedIn={isAuthenticated} />
          <CreationCard root={chain.root} contract={contract.data} />
        </>
      )}
    </section>
  );
}
