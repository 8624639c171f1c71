import { Link } from 'react-router';
import { transactionPath, type ChainView } from '../../../chains/registry';
import { useT } from '../../../i18n';
import { formatCoin, formatGwei, formatTime, shortHash } from '../../../lib/format';
import type { HomeTransaction } from '../api/home-stats';
import { FeedPanel } from './FeedPanel';

export interface LatestTransactionsProps {
  chain: Pick<ChainView, 'root' | 'unit' | 'decimals' | 'amountDigits' | 'screens'>;
  transactions: HomeTransaction[];
}

/**
 * Newest transactions: short hash (to the transaction's page where the chain has one), time, block
 * link, gas price in Gwei (when the chain has one), amount in the chain coin; a link to the list.
 */
export function LatestTransactions({ chain, transactions }: LatestTransactionsProps) {
  const t = useT();
  const { root, unit, decimals, amountDigits } = chain;
  return (
    <FeedPanel
      testId="latest-transactions"
      title={t('home.latestTransactions')}
      link={{ to: `${root}/transactions`, text: t('home.viewAllTransactions') }}
      emptyText={t('home.noTransactions')}
      rows={transactions.map((tx) => {
        const page = transactionPath(chain, tx.hash);
        return (
          <li key={tx.hash} className="feed-row" data-testid="latest-transaction">
            <span className="feed-icon feed-icon-tx" aria-hidden="true">
              Tx
            </span>
            <div className="feed-main">
              {page ? (
                <Link to={page} className="mono" title={tx.hash}>
                  {shortHash(tx.hash, 10, 6)}
                </Link>
              ) : (
                <span className="mono" title={tx.hash}>
                  {shortHash(tx.hash, 10, 6)}
                </span>
              )}
              <span className="muted small">{formatTime(tx.timestamp)}</span>
            </div>
            <div className="feed-mid">
              <span className="small">
                {t('home.inBlock')}{' '}
                <Link to={`${root}/blocks/${tx.height}`} className="mono">
                  #{tx.height}
                </Link>
              </span>
              {tx.gas_price !== null && <span className="muted small">{t('home.gasPriceValue', { value: formatGwei(tx.gas_price) })}</span>}
            </div>
            <div className="feed-side">
              <span className="amount" data-testid="latest-transaction-amount">
                {formatCoin(tx.amount, unit, decimals, amountDigits)}
              </span>
            </div>
          </li>
        );
      })}
    />
  );
}
