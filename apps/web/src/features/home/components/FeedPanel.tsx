import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FeedPanelProps {
  testId: string;
  title: string;
  /** the "view all" link under the title */
  link: { to: string; text: string };
  /** shown in place of the list when it has no rows */
  emptyText: string;
  rows: ReactNode[];
}

/** A home panel: title with a "view all" link, then its feed rows or the empty text. */
export function FeedPanel({ testId, title, link, emptyText, rows }: FeedPanelProps) {
  return (
    <section className="panel" data-testid={testId}>
      <div className="panel-head">
        <h2>{title}</h2>
        <Link to={link.to} className="panel-link">
          {link.text}
        </Link>
      </div>
      {rows.length === 0 ? <p className="panel-empty">{emptyText}</p> : <ul className="feed">{rows}</ul>}
    </section>
  );
}
