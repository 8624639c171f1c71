/**
 * The console's re-parse jobs (a saved parser config re-reads the contract's past transactions):
 * the chain's config counts and each open job's progress, polled every 2 s while one runs.
 */
import { useT } from '../../../i18n';
import type { ChainId } from '../../../lib/core';
import { useMaintenance } from '../api/coin-configs';

export function ParseJobs({ chain }: { chain: ChainId }) {
  const t = useT();
  const m = useMaintenance(chain, true);
  if (!m.data) return null;
  const { parse_jobs: jobs } = m.data;
  return (
    <div className="parse-jobs muted small" data-testid="parse-jobs">
      <span>{t('contracts.jobs.summary', { coins: m.data.coin_configs, parsers: m.data.parser_configs, active: m.data.active_parser_configs })}</span>
      {jobs.length > 0 && (
        <span className="parse-jobs-list">
          <strong>{t('contracts.jobs.title')}</strong>
          {jobs.map((j) => (
            <span key={j.id} className="parse-job" data-testid="parse-job">
              {t('contracts.jobs.progress', { contract: `${j.contract.slice(0, 10)}…`, percent: Math.floor(j.progress * 100), results: j.results })}
              <progress max={1} value={j.progress} aria-label={j.contract} />
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
