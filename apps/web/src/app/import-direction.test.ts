/**
 * The web app's imports go one way, app → features → shared, enforced by ESLint
 * (eslint-plugin-boundaries in eslint.config.js): this runs the real configuration on files placed
 * in the app and expects it to refuse the wrong directions and accept the right ones.
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
    expect(errors).toEqual([expect.stringContaining('"shared" to elements of type "feature"')]);
  });

  it('accepts a feature using shared code and its own files, and the app using features', async () => {
    expect(
      await boundaryErrors('apps/web/src/features/home/Probe.tsx', "import { formatGwei } from '../../lib/format';\nimport { FeedPanel } from './components/FeedPanel';\nexport const probe = [formatGwei, FeedPanel];\n"),
    ).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/probe.ts', "import { HomePage } from '../features/home/HomePage';\nexport const probe = HomePage;\n")).toEqual([]);
  });
});
