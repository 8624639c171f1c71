import { useT } from '../../../i18n';
import { formatInteger } from '../../../lib/format';

export interface NetworkItem {
  id: string;
  label: string;
  value: string;
}

export interface NetworkPanelProps {
  /** the window the figures cover */
  window: { seconds: number; blocks: number | null; transactions: number };
  items: readonly NetworkItem[];
}

/** Figures over the window ending at the newest block (EVM: gas price, block time, volume; Bitcoin: fee, block time, difficulty, volume; Solana: latest slot, block time, non-vote TPS). */
export function NetworkPanel({ window, items }: NetworkPanelProps) {
  const t = useT();
  const minutes = Math.round(window.seconds / 60);
  // a day-long window (Bitcoin) reads better in hours: 最近24小时
  const title = minutes >= 120 && minutes % 60 === 0 ? t('home.networkTitleHours', { hours: minutes / 60 }) : t('home.networkTitle', { minutes });
  return (
    <section className="panel" data-testid="network-panel">
      <div className="panel-head">
        <h2>{title}</h2>
        <span className="muted small">
          {window.blocks === null
            ? t('home.windowTransactionsOnly', { transactions: formatInteger(window.transactions) })
            : t('home.windowSummary', { blocks: formatInteger(window.blocks), transactions: formatInteger(window.transactions) })}
        </span>
      </div>
      <dl className="network-grid">
        {items.map((i) => (
          <div key={i.id} className="network-item" data-testid={`net-${i.id}`}>
            <dt>{i.label}</dt>
            <dd>{i.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
