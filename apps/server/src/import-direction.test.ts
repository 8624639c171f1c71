/**
 * The server's imports go one way, entry → routes → services → families → plugins → base, enforced
 * by ESLint (eslint-plugin-boundaries, apps/server/eslint-boundaries.js): this runs the real
 * configuration on files placed in the server and expects it to refuse the backward directions and
 * accept the forward ones.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/server/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import direction in apps/server/src', () => {
  it('refuses the application layer importing a family, and a family importing a route', async () => {
    expect(await boundaryErrors('plugins/app/probe.ts', "import { serverFamily } from '../../families';\nexport const probe = serverFamily;\n")).toEqual([
      expect.stringContaining('"plugins" to elements of type "families"'),
    ]);
    expect(await boundaryErrors('families/btc/probe.ts', "import { registerSharedRoutes } from '../../routes/api/shared/routes';\nexport const probe = registerSharedRoutes;\n")).toEqual([
      expect.stringContaining('"families" to elements of type "routes"'),
    ]);
  });

  it('refuses the base layer importing the application layer, and a family using a service’s code or types', async () => {
    expect(await boundaryErrors('http/probe.ts', "import { createUsersRepository } from '../plugins/app/users-repository';\nexport const probe = createUsersRepository;\n")).toEqual([
      expect.stringContaining('"base" to elements of type "plugins"'),
    ]);
    expect(
      await boundaryErrors('families/evm/probe.ts', "import { createRepositories } from '../../composition';\nimport type { Auth } from '../../plugins/app/auth';\nimport type { LiveHub } from '../../live/hub';\nexport const probe = (a: Auth, h: LiveHub) => [createRepositories, a, h];\n"),
    ).toEqual([expect.stringContaining('"families" to elements of type "services"'), expect.stringContaining('"families" to elements of type "services"')]);
  });

  it('accepts each layer importing the layers after it', async () => {
    expect(
      await boundaryErrors(
        'routes/api/shared/probe.ts',
        "import { createRepositories } from '../../../composition';\nimport { serverFamily } from '../../../families';\nimport { ok } from '../../../http/envelope';\nexport const probe = [createRepositories, serverFamily, ok];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'families/evm/probe.ts',
        "import type { Repositories } from '../repositories';\nimport { escapeLike } from '../../plugins/app/like-pattern';\nimport { badRequest } from '../../http/errors';\nexport const probe = (r: Repositories) => [r, escapeLike, badRequest];\n",
      ),
    ).toEqual([]);
  });
});
