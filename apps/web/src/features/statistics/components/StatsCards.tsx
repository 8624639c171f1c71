import type { Card } from '../figures';

/** The four cards at the top of the statistics page. */
export function StatsCards({ cards }: { cards: readonly Card[] }) {
  return (
    <div className="stats-cards">
      {cards.map((c) => (
        <div key={c.id} className="stats-card" data-testid={`stats-card-${c.id}`}>
          <div className="stats-card-label">{c.label}</div>
          <div className="stats-card-value" data-testid={`stats-card-${c.id}-value`}>
            {c.value}
          </div>
        </div>
      ))}
    </div>
  );
}
