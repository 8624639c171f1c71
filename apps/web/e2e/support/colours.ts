/**
 * Colours as the browser computes them, for the theme checks: the background and text colour of the
 * first visible element of each selector, their relative luminance, and axe's colour-contrast rule.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Look {
  selector: string;
  background: string;
  color: string;
}

/** Computed colours of the first visible element of each selector. */
export function looks(page: Page, selectors: string[]): Promise<Look[]> {
  return page.evaluate((list) => {
    const out: Look[] = [];
    for (const selector of list) {
      const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0);
      if (!el) continue;
      const s = getComputedStyle(el);
      out.push({ selector, background: s.backgroundColor, color: s.color });
    }
    return out;
  }, selectors);
}

export function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export const transparent = (rgb: string) => rgb === 'transparent' || /rgba\(.*,\s*0\)$/.test(rgb);

export async function contrastViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx?: unknown,
            opts?: unknown,
          ): Promise<{
            violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
}
