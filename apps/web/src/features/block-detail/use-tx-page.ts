/**
 * The block's transactions page from ?page=, clamped to 1..pages (tx-page.ts). Once the block's count
 * is known, a URL naming another page than the one shown (?page=99 of 2, ?page=abc) is corrected in
 * place — replaced, no new history entry — keeping its other parameters (Solana's ?votes=all).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { clampPage } from './tx-page';

export function useTxPage(pages: number, known: boolean): number {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = clampPage(raw, pages);
  const shown = raw === null ? page === 1 : raw === String(page);
  useEffect(() => {
    if (!known || shown) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (page === 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      },
      { replace: true },
    );
  }, [known, shown, page, setParams]);
  return page;
}
