import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { formatCoin, formatInteger, formatTime } from '../../../lib/format';
import type { BlockTransaction } from '../api/types';
import { txStatus } from '../../../chains/evm/tx-labels';
import { AddressLink } from '../../../chains/AddressLink';
import { CopyText } from '../../../components/CopyText';
import { TxPageLink } from '../../../chains/TxHashLink';
import { ReceiptPanel } from '../../../chains/evm/receipt/ReceiptPanel';

export interface TransactionRowProps {
  tx: BlockTransaction;
  chain: string;
  unit: string;
  decimals: number;
  expanded: boolean;
  onToggle(): void;
}

export const TX_COLUMNS = 8;

/** One transaction of the block, and its receipt below it when expanded. */
export function TransactionRow({ tx, chain, unit, decimals, expanded, onToggle }: TransactionRowProps) {
  const t = useT();
  const status = txStatus(tx.status);
  const detailId = `tx-detail-${tx.hash}`;
  return (
    <>
      <tr data-testid="tx-row" data-hash={tx.hash} className={expanded ? 'row-open' : undefined}>
        <td>
          <CopyText text={tx.hash} short={[8, 6]} testId="tx-hash" />
          <TxPageLink hash={tx.hash} />
        </td>
        <td className="nowrap">{formatTime(tx.timestamp)}</td>
        <td className="mono" title={tx.from ?? undefined}>
          <AddressLink root={`/${chain}`} address={tx.from} short={[8, 6]} testId="tx-from" />
        </td>
        <td className="nowrap">
          <ToCell tx={tx} root={`/${chain}`} />
        </td>
        <td className="num nowrap">
          {formatCoin(tx.amount, unit, decimals, 6)}
        </td>
        <td className="num">{formatInteger(tx.gas_used)}</td>
        <td>
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
        </td>
        <td className="num">
          <button type="button" className="btn btn-small" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle} data-testid="tx-toggle">
            {expanded ? t('blockDetail.collapse') : t('blockDetail.expand')}
          </button>
        </td>
      </tr>
      {expanded && (
        <tr className="row-detail" id={detailId}>
          <td colSpan={TX_COLUMNS}>
            <ReceiptPanel chain={chain} hash={tx.hash} unit={unit} decimals={decimals} />
          </td>
        </tr>
      )}
    </>
  );
}

function ToCell({ tx, root }: { tx: BlockTransaction; root: string }) {
  const t = useT();
  const created = tx.to === null;
  const address = created ? tx.contract_address : tx.to;
  return (
    <span className={created ? 'small' : undefined}>
      {created && <span className="tag tag-first">{t('blockDetail.contractCreation')}</span>}
      <AddressLink root={root} address={address} short={[8, 6]} testId="tx-to" />
      {tx.is_token && (
        <span className="tag tag-token" data-testid="tx-token" title={tx.contract_addr ?? undefined}>
          {tx.token_name || tx.token_symbol || t('blockDetail.tokenTransfer')}
        </span>
      )}
    </span>
  );
}
