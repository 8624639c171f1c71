/** The contract detail's header: logo or placeholder, name (未命名合约), symbol, status, address (copy), the key figures and, for a token, its token page. */
import { Link } from 'react-router';
import { AddressLink } from '../../../chains/AddressLink';
import { chainView } from '../../../chains/registry';
import { hasTokenPage } from '../../../chains/TokenLink';
import { CopyText } from '../../../components/CopyText';
import { useT } from '../../../i18n';
import type { ChainId, Contract } from '../../../lib/core';
import { useContractLogo } from '../api/contract-logo';
import { LogoImage } from '../../../components/LogoImage';
import { ContractStatus, TypeBadge } from '../../../components/ContractStatus';

export function ContractHeader({ chain, contract: c }: { chain: ChainId; contract: Contract }) {
  const t = useT();
  const fetched = useContractLogo(chain, { ...c, has_logo: c.has_logo && c.contract_logo === null });
  return (
    <div className="card contract-header" data-testid="contract-header">
      <LogoImage src={c.contract_logo ?? fetched.data} name={c.name} size={56} />
      <div className="contract-header-main">
        <h2>
          <span data-testid="contract-detail-name">{c.name || t('contracts.unnamed')}</span> {c.symbol && <span className="muted">({c.symbol})</span>} <ContractStatus status={c.status} />
        </h2>
        <CopyText text={c.address} testId="contract-detail-address" />
        <p className="contract-header-facts muted small">
          <TypeBadge type={c.contract_type} /> · {t('contracts.field.decimals')} {c.decimals ?? '-'} · {t('contracts.field.totalSupply')} {c.total_supply ?? '-'} · {t('contracts.field.verified')} {c.verified ? t('contracts.yes') : t('contracts.no')}
          {c.creator && (
            <>
              {' '}
              · {t('contracts.field.creator')} <AddressLink address={c.creator} />
            </>
          )}
          {hasTokenPage(chain, c.contract_type) && (
            <>
              {' '}
              ·{' '}
              <Link to={`${chainView(chain).root}/tokens/${c.address}`} data-testid="contract-token-page">
                {t('contracts.tokenPage')}
              </Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
