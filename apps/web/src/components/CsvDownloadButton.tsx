/**
 * 下载 CSV: downloads a list's CSV export (issue 14 part 5) from /api/v1/… when signed in (the
 * signed-in cap, the bearer token sent) or /api/no-auth/… for guests, with the list's query.
 */
import { useState } from 'react';
import { useT } from '../i18n';
import { useAuth } from '../lib/auth/auth-context';
import { downloadFile } from '../lib/download';
import { apiErrorMessage, type Query } from '../lib/http';
import { toast } from './toast';
import './csv-download.css';

export interface CsvDownloadButtonProps {
  /** the path below /api/v1 and /api/no-auth, e.g. blocks.csv */
  resource: string;
  query: Query;
  /** the name to save under when the server gives none */
  fallbackName: string;
  testId?: string;
}

export function CsvDownloadButton({ resource, query, fallbackName, testId = 'csv-download' }: CsvDownloadButtonProps) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const got = await downloadFile(`/api/${isAuthenticated ? 'v1' : 'no-auth'}/${resource}`, query, fallbackName);
      toast.success(t('csv.done', { file: got.filename, cap: got.rowCap ?? '-' }));
    } catch (e) {
      toast.error(t('csv.failed', { message: apiErrorMessage(e) || t('server.failed') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-small csv-download" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined} data-testid={testId}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M8 2v8m0 0l-3-3m3 3l3-3M3 13h10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {busy ? t('csv.downloading') : t('csv.download')}
    </button>
  );
}
