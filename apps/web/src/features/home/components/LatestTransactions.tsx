import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { formatCoin, formatGwei, formatTime, shortHash } from '../../../lib/format';
import type { HomeTransaction } from '../api/home-stats';
import { FeedPanel } from './FeedPanel';

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
    <FeedPanel
      testId="latest-transactions"
      title={t('home.latestTransactions')}
      link={{ to: `${root}/transactions`, text: t('home.viewAllTransactions') }}
      emptyText={t('home.noTransactions')}
      rows={transactions.map((tx) => (
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
            <span className="muted small">
              {t('home.gasPriceValue', { value: formatGwei(tx.gas_price) })}
            </span>
          </div>
          <div className="feed-side">
            <span className="amount">{formatCoin(tx.amount, unit, decimals, 6)}</span>
          </div>
        </li>
      ))}
    />
  );
}
