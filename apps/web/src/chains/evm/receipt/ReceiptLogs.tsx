import { useT } from '../../../i18n';
import type { ParsedResult, ReceiptLog } from '../../../lib/core';
import { formatTokenAmount, shortHash } from '../../../lib/format';

/**
 * The transaction's logs: index, emitting address, topics and data; a log a parser config (or the
 * ERC-20 transfer reading) decoded shows its reading — from → to, amount and symbol — above its topics.
 */
export function ReceiptLogs({ logs, parsed = [] }: { logs: ReceiptLog[]; parsed?: readonly ParsedResult[] }) {
  const t = useT();
  return (
    <div className="receipt-section" data-testid="receipt-logs">
      <h3>{t('blockDetail.receipt.logs', { count: logs.length })}</h3>
      {logs.length === 0 ? (
        <p className="muted">{t('blockDetail.receipt.noLogs')}</p>
      ) : (
        <ol className="log-list">
          {logs.map((log) => (
            <li key={log.log_index} data-testid="receipt-log" data-log-index={log.log_index}>
              <div className="log-head">
                <span className="tag">#{log.log_index}</span> <span className="mono">{log.address}</span>
              </div>
              {parsed
                .filter((p) => p.log_index === log.log_index && p.source !== 'input')
                .map((p, i) => (
                  <p key={i} className="log-decoded small" data-testid="log-decoded">
                    <span className="tag tag-token">{t('evmTx.logDecoded')}</span>{' '}
                    <span className="mono" title={p.from_address ?? undefined}>{shortHash(p.from_address, 8, 6)}</span> →{' '}
                    <span className="mono" title={p.to_address ?? undefined}>{shortHash(p.to_address, 8, 6)}</span>{' '}
                    {p.amount_wei === null ? '-' : `${formatTokenAmount(p.amount_wei, p.token_decimals)} ${p.token_symbol ?? ''}`}
                  </p>
                ))}
              <dl className="log-body">
                {log.topics.map((topic, i) => (
                  <div key={i}>
                    <dt>{`topic${i}`}</dt>
                    <dd className="mono">{topic}</dd>
                  </div>
                ))}
                <div>
                  <dt>data</dt>
                  <dd className="mono">{log.data === '0x' ? '0x' : log.data}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
