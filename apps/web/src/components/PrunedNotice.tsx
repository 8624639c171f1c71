import { useT } from '../i18n';

/** Under a list that reached the chain's retention floor: older data was pruned (issue 24). */
export function PrunedNotice({ floor }: { floor: number }) {
  const t = useT();
  return (
    <p className="pruned-notice" role="note" data-testid="pruned-notice">
      {t('pruned.listEnd', { floor })}
    </p>
  );
}
