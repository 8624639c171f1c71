import { BtcTxCard } from '../../../chains/btc/BtcTxCard';
import type { ApiBtcTransaction } from '../../../lib/core';
import { BlockTxSection } from './BlockTxSection';

export interface BtcBlockTransactionsProps {
  root: string;
  unit: string;
  decimals: number;
  total: number;
  page: number;
  pages: number;
  transactions: ApiBtcTransaction[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onPageChange(page: number): void;
}

/** 共 N 笔交易 (第 p/n 页) and the page's transactions, each with its inputs and outputs, 20 a page. */
export function BtcBlockTransactions(props: BtcBlockTransactionsProps) {
  const { root, unit, decimals, transactions } = props;
  return (
    <BlockTxSection {...props} count={transactions.length}>
      <div data-testid="btc-tx-list">
        {transactions.map((tx) => (
          <BtcTxCard key={tx.txid} tx={tx} root={root} unit={unit} decimals={decimals} />
        ))}
      </div>
    </BlockTxSection>
  );
}
