import { useState } from 'react';
import { useT } from '../../../i18n';
import type { BlockTransaction } from '../api/types';
import { BlockTxSection } from './BlockTxSection';
import { TransactionRow } from './TransactionRow';

export interface BlockTransactionsProps {
  chain: string;
  unit: string;
  decimals: number;
  total: number;
  page: number;
  pages: number;
  transactions: BlockTransaction[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onPageChange(page: number): void;
}

/** 共 N 笔交易 (第 p/n 页), the rows with their expand toggles, 20 a page. */
export function BlockTransactions(props: BlockTransactionsProps) {
  const { chain, unit, decimals, transactions } = props;
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (hash: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(hash)) next.add(hash);
      return next;
    });

  return (
    <BlockTxSection {...props} count={transactions.length}>
      <div className="table-wrap">
        <table className="data-table" data-testid="tx-table">
          <thead>
            <tr>
              <th>{t('blockDetail.col.hash')}</th>
              <th>{t('blockDetail.col.time')}</th>
              <th>{t('blockDetail.col.from')}</th>
              <th>{t('blockDetail.col.to')}</th>
              <th className="num">{t('blockDetail.col.amount')}</th>
              <th className="num">{t('blockDetail.col.gasUsed')}</th>
              <th>{t('blockDetail.col.status')}</th>
              <th className="num" aria-label={t('blockDetail.col.details')} />
            </tr>
          </thead>
          <tbody>
            {transactions.map((tx) => (
              <TransactionRow
                key={tx.hash}
                tx={tx}
                chain={chain}
                unit={unit}
                decimals={decimals}
                expanded={open.has(tx.hash)}
                onToggle={() => toggle(tx.hash)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </BlockTxSection>
  );
}
