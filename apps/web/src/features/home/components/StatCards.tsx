export interface StatCard {
  id: string;
  label: string;
  value: string;
  /** shown after the value ('' for none) */
  unit: string;
}

/** The stat cards at the top of a home overview (three on EVM chains, four on Bitcoin). */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <div className="stat-cards">
      {cards.map((c) => (
        <div key={c.id} className="stat-card" data-testid={`stat-${c.id}`}>
          <div className="stat-label">{c.label}</div>
          <div className="stat-value">
            <span data-testid={`stat-${c.id}-value`}>{c.value}</span>
            {c.unit && <span className="stat-unit">{c.unit}</span>}
          </div>
        </div>
      ))}
    </div>
  );
}
