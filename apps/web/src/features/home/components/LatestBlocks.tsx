import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { formatInteger, formatSize, formatTime } from '../../../lib/format';
import type { HomeBlock } from '../api/home-stats';
import { FeedPanel } from './FeedPanel';

/** Newest blocks: height (to its detail), time, transaction count, size; a link to the list. */
export function LatestBlocks({ root, blocks, sizes = true }: { root: string; blocks: HomeBlock[]; /** false: the chain reports no block size (Solana) — '-' */ sizes?: boolean }) {
  const t = useT();
  return (
    <FeedPanel
      testId="latest-blocks"
      title={t('home.latestBlocks')}
      link={{ to: `${root}/blocks`, text: t('home.viewAllBlocks') }}
      emptyText={t('home.noBlocks')}
      rows={blocks.map((b) => (
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
            <span className="muted small">{formatSize(sizes ? b.size : null)}</span>
          </div>
        </li>
      ))}
    />
  );
}
