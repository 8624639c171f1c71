/**
 * The top bar's search (issue 14 part 4): Enter sends the text to the server's search — or, on a
 * chain with a wallet view, opens an extended public key or descriptor as a wallet; one match on
 * the current chain opens its page, several show a short list (↑ ↓ Enter, Esc closes), matches only
 * on another chain are offered with that chain, and nothing found says so.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { chainView } from '../../chains/registry';
import { useChainId } from '../../chains/use-chain';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import type { SearchHit } from '../../lib/core';
import { apiErrorMessage } from '../../lib/http';
import { walletPathIn } from '../../lib/wallet-path';
import { fetchSearch } from './api/search';
import { searchOutcome, shortKey } from './search-outcome';
import './search.css';

type Panel = { kind: 'closed' } | { kind: 'loading' } | { kind: 'none' } | { kind: 'error'; message: string } | { kind: 'hits'; elsewhere: boolean; hits: SearchHit[] };

export function GlobalSearch() {
  const t = useT();
  const chain = useChainId();
  const view = chainView(chain);
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<Panel>({ kind: 'closed' });
  const [active, setActive] = useState(-1);
  const searched = useRef('');
  const pending = useRef<AbortController | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const listId = useId();

  // a new page closes the panel
  useEffect(() => {
    pending.current?.abort();
    setPanel({ kind: 'closed' });
  }, [location.pathname, location.search]);

  const close = () => {
    pending.current?.abort();
    setPanel({ kind: 'closed' });
    setActive(-1);
  };

  const go = (path: string) => {
    close();
    setText('');
    navigate(path);
  };

  async function run(q: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    searched.current = q;
    setActive(-1);
    setPanel({ kind: 'loading' });
    try {
      const hits = await fetchSearch(chain, q, isAuthenticated, controller.signal);
      if (controller.signal.aborted) return;
      const outcome = searchOutcome(chain, hits);
      if (outcome.kind === 'go') go(outcome.path);
      else if (outcome.kind === 'none') setPanel({ kind: 'none' });
      else {
        setPanel({ kind: 'hits', elsewhere: outcome.kind === 'elsewhere', hits: outcome.hits });
        setActive(0);
      }
    } catch (e) {
      if (!controller.signal.aborted) setPanel({ kind: 'error', message: apiErrorMessage(e) || String(e) });
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    // Enter on a chosen row of the list opens it; on new text it searches again
    if (panel.kind === 'hits' && q === searched.current && active >= 0 && panel.hits[active]) go(panel.hits[active].path);
    else if (view.walletKey?.test(q.replace(/\s+/g, ''))) go(walletPathIn(view.root, q));
    else void run(q);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      close();
      return;
    }
    if (panel.kind !== 'hits') return;
    const n = panel.hits.length;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % n);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? n - 1 : i - 1));
    }
  };

  const open = panel.kind !== 'closed';
  const hitsShown = panel.kind === 'hits';
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <form
      ref={root}
      className="global-search"
      role="search"
      aria-label={t('search.label')}
      onSubmit={onSubmit}
      onBlur={(e) => {
        // leaving the search (not moving inside it) closes the panel
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      data-testid="global-search"
    >
      <input
        type="search"
        className="global-search-input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={hitsShown}
        aria-controls={hitsShown ? listId : undefined}
        aria-activedescendant={hitsShown && active >= 0 ? optionId(active) : undefined}
        aria-autocomplete="none"
        maxLength={1000}
        enterKeyHint="search"
        data-testid="global-search-input"
      />
      <button type="submit" className="global-search-submit" aria-label={t('search.submit')} disabled={panel.kind === 'loading'}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        // mousedown would move the focus out of the search (and close it) before a row's click lands
        <div className="global-search-panel" data-testid="global-search-panel" aria-live="polite" onMouseDown={(e) => e.preventDefault()}>
          {panel.kind === 'loading' && <p className="global-search-note">{t('search.searching')}</p>}
          {panel.kind === 'none' && (
            <p className="global-search-note" data-testid="global-search-none">
              {t('search.none')}
            </p>
          )}
          {panel.kind === 'error' && (
            <p className="global-search-note form-error" role="alert">
              {t('search.failed', { message: panel.message })}
            </p>
          )}
          {panel.kind === 'hits' && (
            <>
              {panel.elsewhere && (
                <p className="global-search-note" data-testid="global-search-elsewhere">
                  {t('search.foundOn', { chain: [...new Set(panel.hits.map((h) => chainView(h.chain).label))].join(' / ') })}
                </p>
              )}
              <ul className="global-search-list" id={listId} role="listbox" aria-label={t('search.results')}>
                {panel.hits.map((h, i) => (
                  <li key={`${h.chain}:${h.kind}:${h.key}`} id={optionId(i)} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined}>
                    <Link to={h.path} onClick={close} onMouseEnter={() => setActive(i)} data-testid="global-search-hit" data-kind={h.kind} data-chain={h.chain}>
                      <span className="global-search-chain">{chainView(h.chain).label}</span>
                      <span className="global-search-kind">{t(`search.kind.${h.kind}`)}</span>
                      <span className="global-search-key mono">{h.kind === 'block' ? `#${h.key}` : shortKey(h.key)}</span>
                      {h.label && <span className="global-search-label">{h.label}</span>}
                      {panel.elsewhere && <span className="global-search-go">{t('search.go')} →</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
