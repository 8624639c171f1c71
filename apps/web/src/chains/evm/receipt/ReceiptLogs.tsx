import { useT } from '../../../i18n';
import type { ReceiptLog } from '../api/types';

/** The transaction's logs: index, emitting address, topics and data. */
export function ReceiptLogs({ logs }: { logs: ReceiptLog[] }) {
  const t = useT();
  return (
    <div className="receipt-section" data-testid="receipt-logs">
      <h3>{t('blockDetail.receipt.logs', { count: logs.length })}</h3>
      {logs.length === 0 ? (
        <p className="muted">{t('blockDetail.receipt.noLogs')}</p>
      ) : (
        <ol className="log-list">
          {logs.map((log) => (
            <li key={log.log_index}>
              <div className="log-head">
                <span className="tag">#{log.log_index}</span> <span className="mono">{log.address}</span>
              </div>
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
