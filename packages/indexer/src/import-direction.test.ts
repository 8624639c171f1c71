/**
 * The indexer's imports go one way, entry → sync → decode → families → store → chains → rpc,
 * enforced by ESLint (eslint-plugin-boundaries, packages/indexer/eslint-boundaries.js): this runs
 * the real configuration on files placed in the indexer and expects it to refuse the backward
 * directions and accept the forward ones.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}packages/indexer/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import direction in packages/indexer/src', () => {
  it('refuses rpc importing the sync engine, and the store importing a family', async () => {
    expect(await boundaryErrors('rpc/probe.ts', "import { createSyncEngine } from '../sync/engine';\nexport const probe = createSyncEngine;\n")).toEqual([
      expect.stringContaining('"rpc" to elements of type "sync"'),
    ]);
    expect(await boundaryErrors('store/evm/probe.ts', "import { evmFamily } from '../../families/evm';\nexport const probe = evmFamily;\n")).toEqual([
      expect.stringContaining('"store" to elements of type "families"'),
    ]);
  });

  it('refuses an EVM stage importing the indexer entry or the sync engine, and chains importing the store', async () => {
    expect(
      await boundaryErrors(
        'families/evm/enrich/probe.ts',
        "import { createIndexer } from '../../../indexer';\nimport { createSyncEngine } from '../../../sync/engine';\nexport const probe = [createIndexer, createSyncEngine];\n",
      ),
    ).toEqual([expect.stringContaining('"families" to elements of type "entry"'), expect.stringContaining('"families" to elements of type "sync"')]);
    expect(await boundaryErrors('chains/evm/probe.ts', "import { writeEvmBundles } from '../../store/evm/write-bundles';\nexport const probe = writeEvmBundles;\n")).toEqual([
      expect.stringContaining('"chains" to elements of type "store"'),
    ]);
  });

  it('accepts each layer importing the layers after it and its own files', async () => {
    expect(
      await boundaryErrors(
        'families/evm/trace/probe.ts',
        "import { upsertContractRows } from '../../../store/evm/write-bundles';\nimport { applyParserConfigs } from '../../../chains/evm/parse';\nimport { sleep } from '../../../rpc';\nimport type { ChainFamilyModule } from '../../types';\nimport { createCreationTracer } from './creation-tracer';\nexport const probe = [upsertContractRows, applyParserConfigs, sleep, createCreationTracer] as unknown as ChainFamilyModule;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('store/evm/probe.ts', "import { applyParserConfigs } from '../../chains/evm/parse';\nimport { RpcResponseError } from '../../rpc';\nimport { insertUnnest } from '../unnest-insert';\nexport const probe = [applyParserConfigs, RpcResponseError, insertUnnest];\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('sync/probe.ts', "import { createDecodePool } from '../decode/decode-pool';\nimport { familyModule } from '../families';\nexport const probe = [createDecodePool, familyModule];\n"),
    ).toEqual([]);
    expect(await boundaryErrors('probe.ts', "import { createSyncEngine } from './sync/engine';\nimport { familyModule } from './families';\nexport const probe = [createSyncEngine, familyModule];\n")).toEqual([]);
  });
});
