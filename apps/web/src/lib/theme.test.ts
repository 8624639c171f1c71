import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './storage';
import { applyTheme, currentTheme, initTheme, resolveTheme, storedTheme, THEME_STORAGE_KEY, type ThemeSetting } from './theme';

/** A stand-in for the system's prefers-color-scheme query that can flip like the real one. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  return {
    matchMedia: vi.fn(() => query),
    flip(next: boolean) {
      query.matches = next;
      for (const l of [...listeners]) l({ matches: next });
    },
    listenerCount: () => listeners.size,
  };
}

function fakeDocument() {
  const documentElement = { dataset: {} as Record<string, string>, style: { colorScheme: '' } };
  return { documentElement };
}

describe('applyTheme', () => {
  let doc: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    doc = fakeDocument();
    vi.stubGlobal('document', doc);
  });
  afterEach(() => {
    applyTheme('light');
    vi.unstubAllGlobals();
  });

  it('sets data-theme and color-scheme for light and dark', () => {
    vi.stubGlobal('matchMedia', fakeSystem(true).matchMedia);
    applyTheme('dark');
    expect(doc.documentElement.dataset.theme).toBe('dark');
    expect(doc.documentElement.style.colorScheme).toBe('dark');
    expect(currentTheme()).toBe('dark');
    applyTheme('light');
    expect(doc.documentElement.dataset.theme).toBe('light');
    expect(doc.documentElement.style.colorScheme).toBe('light');
    expect(currentTheme()).toBe('light');
  });

  it('auto follows the system preference and its later changes', () => {
    const system = fakeSystem(false);
    vi.stubGlobal('matchMedia', system.matchMedia);
    applyTheme('auto');
    expect(doc.documentElement.dataset.theme).toBe('light');
    system.flip(true);
    expect(doc.documentElement.dataset.theme).toBe('dark');
    expect(doc.documentElement.style.colorScheme).toBe('dark');
    system.flip(false);
    expect(doc.documentElement.dataset.theme).toBe('light');
  });

  it('stops following the system once a fixed theme is chosen', () => {
    const system = fakeSystem(false);
    vi.stubGlobal('matchMedia', system.matchMedia);
    applyTheme('auto');
    expect(system.listenerCount()).toBe(1);
    applyTheme('light');
    expect(system.listenerCount()).toBe(0);
    system.flip(true);
    expect(doc.documentElement.dataset.theme).toBe('light');
  });

  it('re-applying auto keeps a single listener', () => {
    const system = fakeSystem(true);
    vi.stubGlobal('matchMedia', system.matchMedia);
    applyTheme('auto');
    applyTheme('auto');
    expect(system.listenerCount()).toBe(1);
    expect(doc.documentElement.dataset.theme).toBe('dark');
  });

  it('treats an unknown value as light and works without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    applyTheme('purple' as never);
    expect(doc.documentElement.dataset.theme).toBe('light');
    applyTheme('auto');
    expect(doc.documentElement.dataset.theme).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
  });
});

describe('initTheme', () => {
  afterEach(() => {
    applyTheme('light');
    vi.unstubAllGlobals();
  });

  it('applies the theme remembered by the last applyTheme', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('matchMedia', fakeSystem(false).matchMedia);
    applyTheme('dark');
    expect(storedTheme()).toBe('dark');
    doc.documentElement.dataset = {};
    initTheme();
    expect(doc.documentElement.dataset.theme).toBe('dark');
  });
});

describe('public/theme-boot.js (the theme before the first paint)', () => {
  const script = readFileSync(new URL('../../public/theme-boot.js', import.meta.url), 'utf8');

  /** runs the boot script in a page of its own with `stored` in storage and the system preferring dark or not */
  function boot(stored: string | null, systemDark: boolean, storageThrows = false) {
    const doc = fakeDocument();
    const storage = memoryStorage();
    if (stored !== null) storage.setItem(THEME_STORAGE_KEY, stored);
    const localStorage = storageThrows ? { getItem: () => { throw new Error('SecurityError'); } } : storage;
    const window = { matchMedia: fakeSystem(systemDark).matchMedia };
    runInNewContext(script, { document: doc, localStorage, window });
    return doc.documentElement;
  }

  afterEach(() => vi.unstubAllGlobals());

  it('resolves every setting as the app does, under the app’s storage key', () => {
    for (const systemDark of [false, true]) {
      vi.stubGlobal('matchMedia', fakeSystem(systemDark).matchMedia);
      for (const setting of ['light', 'dark', 'auto'] as ThemeSetting[]) {
        const root = boot(setting, systemDark);
        expect(root.dataset.theme, `${setting}, system dark ${systemDark}`).toBe(resolveTheme(setting));
        expect(root.style.colorScheme).toBe(resolveTheme(setting));
      }
    }
  });

  it('is light with nothing stored, an unknown value, or storage refused', () => {
    expect(boot(null, true).dataset.theme).toBe('light');
    expect(boot('purple', true).dataset.theme).toBe('light');
    expect(boot('dark', true, true).dataset.theme).toBeUndefined(); // no data-theme: the stylesheet's light :root
  });
});
