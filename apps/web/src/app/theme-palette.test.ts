/**
 * The two themes live in app/styles.css as custom properties (lib/theme.ts switches data-theme).
 * This keeps it so: no stylesheet under apps/web/src writes a colour literally, every variable a
 * stylesheet uses is defined, the dark block defines every colour the light one does, and the text
 * pairs of both palettes keep WCAG AA contrast (4.5:1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;
const STYLES = join(SRC, 'app/styles.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

function block(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = css.slice(start + selector.length + 2, css.indexOf('\n}', start));
  const vars = new Map<string, string>();
  for (const m of body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    vars.set(m[1]!, m[2]!.trim());
  return vars;
}

const css = readFileSync(STYLES, 'utf8');
const light = block(css, ':root');
const dark = block(css, ":root[data-theme='dark']");

const COLOUR =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![-\w])(?:white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|navy|teal)\b(?![-\w])/;

/** A declaration line that defines a custom property is where colours belong. */
function literalColours(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/([\w-]+)\s*:\s*([^;{}]+)/g)) {
    const [, prop, value] = m;
    if (prop!.startsWith('--') && file === STYLES) continue;
    if (
      /^(white-space|font-family|content|grid-template-areas|animation|animation-name|transition)$/.test(
        prop!,
      )
    )
      continue;
    if (COLOUR.test(value!)) out.push(`${relative(SRC, file)}: ${prop}: ${value!.trim()}`);
  }
  return out;
}

function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/** text variable → the backgrounds it is shown on */
const TEXT_PAIRS: Array<[string, string[]]> = [
  ['--text', ['--bg', '--panel', '--table-head-bg', '--row-hover', '--row-open', '--code-bg']],
  ['--muted', ['--bg', '--panel', '--table-head-bg', '--row-hover', '--row-open']],
  ['--primary', ['--bg', '--panel', '--primary-soft', '--row-hover', '--row-open']],
  ['--danger', ['--panel']],
  ['--on-primary', ['--primary-solid', '--primary-hover', '--danger-solid', '--danger-hover']],
  ['--success-text', ['--success-bg']],
  ['--danger-text', ['--danger-bg', '--danger-soft']],
  ['--warning-text', ['--warning-bg']],
  ['--info-text', ['--info-bg']],
  ['--neutral-text', ['--neutral-bg']],
  ['--token-text', ['--token-bg']],
  ['--teal-text', ['--teal-bg']],
  ['--note-text', ['--note-bg']],
  ['--positive', ['--panel', '--bg']],
  ['--topbar-text', ['--topbar-bg']],
  ['--topbar-muted', ['--topbar-bg']],
  ['--topbar-button', ['--topbar-bg']],
  ['--field-text', ['--field-bg']],
];

describe('theme palette', () => {
  it('no stylesheet writes a colour outside the palette', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(literalColours)).toEqual([]);
  });

  it('every variable used is defined, and dark defines every colour light does', () => {
    const used = new Set(
      cssFiles(SRC).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!),
      ),
    );
    expect([...used].filter((v) => !light.has(v))).toEqual([]);
    const colourVars = [...light.keys()].filter((k) => k !== '--radius');
    expect(colourVars.filter((k) => !dark.has(k))).toEqual([]);
    expect([...dark.keys()].filter((k) => !light.has(k))).toEqual([]);
  });

  it('keeps the light values the page had before the dark theme', () => {
    expect(
      Object.fromEntries(
        ['--bg', '--panel', '--text', '--muted', '--border', '--primary', '--primary-soft'].map((k) => [
          k,
          light.get(k),
        ]),
      ),
    ).toEqual({
      '--bg': '#f4f6fa',
      '--panel': '#ffffff',
      '--text': '#1f2937',
      '--muted': '#5f6673',
      '--border': '#e5e7eb',
      '--primary': '#2563eb',
      '--primary-soft': '#e8f0fe',
    });
  });

  for (const [name, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`${name}: text pairs reach 4.5:1`, () => {
      const low: string[] = [];
      for (const [fg, bgs] of TEXT_PAIRS) {
        for (const bg of bgs) {
          const a = palette.get(fg)!;
          const b = palette.get(bg)!;
          if (!a.startsWith('#') || !b.startsWith('#')) continue; // system colours (Field/FieldText) in light
          const ratio = contrast(a, b);
          if (ratio < 4.5) low.push(`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)}`);
        }
      }
      expect(low).toEqual([]);
    });
  }

  it('dark is dark: page and panels dark, text light', () => {
    for (const k of ['--bg', '--panel', '--table-head-bg', '--field-bg', '--code-bg'])
      expect(luminance(dark.get(k)!), k).toBeLessThan(0.05);
    for (const k of ['--text', '--muted', '--field-text'])
      expect(luminance(dark.get(k)!), k).toBeGreaterThan(0.3);
  });
});
