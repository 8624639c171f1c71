import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { formatInteger, formatSize, formatTime } from '../../../lib/format';
import type { HomeBlock } from '../api/home-stats';

/** Newest blocks: height (to its detail), time, transaction count, size; a link to the list. */
export function LatestBlocks({ root, blocks }: { root: string; blocks: HomeBlock[] }) {
  const t = useT();
  return (
    <section className="panel" data-testid="latest-blocks">
      <div className="panel-head">
        <h2>{t('home.latestBlocks')}</h2>
        <Link to={`${root}/blocks`} className="panel-link">
          {t('home.viewAllBlocks')}
        </Link>
      </div>
      {blocks.length === 0 ? (
        <p className="panel-empty">{t('home.noBlocks')}</p>
      ) : (
        <ul className="feed">
          {blocks.map((b) => (
            <li key={b.hash} className="feed-row">
              <span className="feed-icon" aria-hidden="true">
                Bk
              </span>
              <div className="feed-main">
                <Link to={`${root}/blocks/${b.height}`} className="mono">
                  #{b.height}
                </Link>
                <span className="muted small">{formatTime(b.timestamp)}</span>
              </div>
              <div className="feed-side">
                <span>{t('home.txCount', { count: formatInteger(b.transactions_count) })}</span>
                <span className="muted small">{formatSize(b.size)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
