/**
 * The web app's imports go one way, app → features → shared, and inside the shared layer
 * i18n < lib < components < chains, enforced by ESLint (eslint-plugin-boundaries in
 * apps/web/eslint-boundaries.js): this runs the real configuration on files placed in the app and
 * expects it to refuse the wrong directions and accept the right ones.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import direction in apps/web/src', () => {
  it('refuses a feature importing another feature or the app shell', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/Probe.tsx',
      "import { BlockListPage } from '../blocks/BlockListPage';\nimport { Shell } from '../../app/shell/Shell';\nexport const probe = [BlockListPage, Shell];\n",
    );
    expect(errors).toEqual([expect.stringContaining('"feature" to elements of type "feature"'), expect.stringContaining('"feature" to elements of type "app"')]);
  });

  it('refuses shared code importing a feature', async () => {
    const errors = await boundaryErrors('apps/web/src/lib/probe.ts', "import { HomePage } from '../features/home/HomePage';\nexport const probe = HomePage;\n");
    expect(errors).toEqual([expect.stringContaining('"lib" to elements of type "feature"')]);
  });

  it('refuses a backward import inside the shared layer', async () => {
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "import { EmptyState } from '../components/EmptyState';\nexport const probe = EmptyState;\n")).toEqual([
      expect.stringContaining('"lib" to elements of type "components"'),
    ]);
    expect(await boundaryErrors('apps/web/src/components/Probe.tsx', "import { chainView } from '../chains/registry';\nexport const probe = chainView;\n")).toEqual([
      expect.stringContaining('"components" to elements of type "chains"'),
    ]);
    expect(await boundaryErrors('apps/web/src/i18n/probe.ts', "import { appStorage } from '../lib/storage';\nexport const probe = appStorage;\n")).toEqual([
      expect.stringContaining('"i18n" to elements of type "lib"'),
    ]);
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "import { chainView } from '../chains/registry';\nexport const probe = chainView;\n")).toEqual([
      expect.stringContaining('"lib" to elements of type "chains"'),
    ]);
  });

  it('accepts a forward import inside the shared layer', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/chains/Probe.tsx',
        "import { EmptyState } from '../components/EmptyState';\nimport { formatGwei } from '../lib/format';\nimport { t } from '../i18n';\nexport const probe = [EmptyState, formatGwei, t];\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('apps/web/src/components/Probe.tsx', "import { formatGwei } from '../lib/format';\nimport { t } from '../i18n';\nexport const probe = [formatGwei, t];\n")).toEqual([]);
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "import { t } from '../i18n';\nexport const probe = t;\n")).toEqual([]);
  });

  it('accepts a feature using shared code and its own files, and the app using features', async () => {
    expect(
      await boundaryErrors('apps/web/src/features/home/Probe.tsx', "import { formatGwei } from '../../lib/format';\nimport { FeedPanel } from './components/FeedPanel';\nexport const probe = [formatGwei, FeedPanel];\n"),
    ).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/probe.ts', "import { HomePage } from '../features/home/HomePage';\nexport const probe = HomePage;\n")).toEqual([]);
  });
});
