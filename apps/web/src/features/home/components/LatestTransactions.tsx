import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { formatCoin, formatGwei, formatTime, shortHash } from '../../../lib/format';
import type { HomeTransaction } from '../api/home-stats';

export interface LatestTransactionsProps {
  root: string;
  unit: string;
  decimals: number;
  transactions: HomeTransaction[];
}

/** Newest transactions: short hash, time, block link, gas price (Gwei), amount; a link to the list. */
export function LatestTransactions({ root, unit, decimals, transactions }: LatestTransactionsProps) {
  const t = useT();
  return (
    <section className="panel" data-testid="latest-transactions">
      <div className="panel-head">
        <h2>{t('home.latestTransactions')}</h2>
        <Link to={`${root}/transactions`} className="panel-link">
          {t('home.viewAllTransactions')}
        </Link>
      </div>
      {transactions.length === 0 ? (
        <p className="panel-empty">{t('home.noTransactions')}</p>
      ) : (
        <ul className="feed">
          {transactions.map((tx) => (
            <li key={tx.hash} className="feed-row">
              <span className="feed-icon feed-icon-tx" aria-hidden="true">
                Tx
              </span>
              <div className="feed-main">
                <span className="mono" title={tx.hash}>
                  {shortHash(tx.hash, 10, 6)}
                </span>
                <span className="muted small">{formatTime(tx.timestamp)}</span>
              </div>
              <div className="feed-mid">
                <span className="small">
                  {t('home.inBlock')}{' '}
                  <Link to={`${root}/blocks/${tx.height}`} className="mono">
                    #{tx.height}
                  </Link>
                </span>
                <span className="muted small">{t('home.gasPriceValue', { value: formatGwei(tx.gas_price) })}</span>
              </div>
              <div className="feed-side">
                <span className="amount">{formatCoin(tx.amount, unit, decimals, 6)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
