/**
 * The README's deviation list must stay true: a screen that is still a placeholder route may be
 * named only under "Planned", never under what is built today.
 */
import { readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../i18n/zh-CN';
import type { MessageKey } from '../i18n';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { routes } from './routes';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

function placeholderTitles(tree: RouteObject[]): MessageKey[] {
  const found: MessageKey[] = [];
  for (const route of tree) {
    const el = route.element;
    if (isValidElement<{ title: MessageKey }>(el) && el.type === PlaceholderPage) found.push(el.props.title);
    if (route.children) found.push(...placeholderTitles(route.children));
  }
  return [...new Set(found)];
}

function deviationParts(): { built: string; planned: string } {
  const section = readme.slice(readme.indexOf('## Deviations from the spec'));
  const end = section.indexOf('\n## ', 3);
  const body = end === -1 ? section : section.slice(0, end);
  const split = body.indexOf('\nPlanned');
  expect(split, 'README deviations need a "Planned" part').toBeGreaterThan(0);
  return { built: body.slice(0, split), planned: body.slice(split) };
}

describe('README deviations', () => {
  const titles = placeholderTitles(routes);
  const { built, planned } = deviationParts();

  it('finds the placeholder screens in the route map (settings is built)', () => {
    expect(titles).not.toContain('page.settings');
    expect(built).toContain(zhCN['page.settings']);
  });

  it.each(titles)('does not claim %s as built', (key) => {
    const zh = zhCN[key];
    const word = key.replace(/^page\./, '');
    expect(built).not.toContain(zh);
    expect(built.toLowerCase()).not.toMatch(new RegExp(`\\b${word.toLowerCase()}\\b`));
  });

  it.each(titles)('lists %s as planned', (key) => {
    expect(planned).toContain(zhCN[key]);
  });
});
