import { useT } from '../../../i18n';
import { formatTokenAmount } from '../../../lib/format';
import type { ParsedResult } from '../api/types';
import { CopyText } from './CopyText';

/** Parse results: from, to and the amount with the token symbol. */
export function ReceiptParsed({ results }: { results: ParsedResult[] }) {
  const t = useT();
  return (
    <div className="receipt-section" data-testid="receipt-parsed">
      <h3>{t('blockDetail.receipt.parsed')}</h3>
      <table className="mini-table">
        <thead>
          <tr>
            <th>{t('blockDetail.receipt.parsedFrom')}</th>
            <th>{t('blockDetail.receipt.parsedTo')}</th>
            <th className="num">{t('blockDetail.receipt.parsedAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.log_index}>
              <td>
                <CopyText text={r.from_address} short={[8, 6]} />
              </td>
              <td>
                <CopyText text={r.to_address} short={[8, 6]} />
              </td>
              <td className="num">
                {formatTokenAmount(r.amount_wei, r.token_decimals)} {r.token_symbol ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
