/**
 * Compiles the devnet's own Solidity sources (packages/devnet/contracts/*.sol) with solc-js and
 * caches ABI + bytecode on disk, keyed by a hash of the sources, compiler version and settings,
 * so a restart does not pay for the compiler again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';
import type { Logger } from '@explorer/core';

export const CONTRACTS_DIR = fileURLToPath(new URL('../contracts', import.meta.url));
/** the contracts the activity generator deploys; each must exist in CONTRACTS_DIR as <Name>.sol */
export const CONTRACT_NAMES = ['DevToken', 'Vault', 'Counter'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}
export type CompiledContracts = Record<ContractName, CompiledContract>;

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};
const SOLC_VERSION = '0.8.30';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

export async function readContractSources(dir = CONTRACTS_DIR): Promise<Record<string, string>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sol')).sort();
  const sources: Record<string, string> = {};
  for (const file of files) sources[file] = await readFile(join(dir, file), 'utf8');
  return sources;
}

/** Runs solc-js on standard JSON input; throws with the compiler's messages on any error. */
export async function compileSources(sources: Record<string, string>): Promise<CompiledContracts> {
  const { default: solc } = await import('solc');
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const result: Partial<CompiledContracts> = {};
  for (const name of CONTRACT_NAMES) {
    const unit = output.contracts?.[`${name}.sol`]?.[name];
    if (!unit) throw new Error(`solc output has no contract ${name} (expected in ${name}.sol)`);
    result[name] = { abi: unit.abi, bytecode: `0x${unit.evm.bytecode.object}` };
  }
  return result as CompiledContracts;
}

export interface CompileOptions {
  /** folder for the compiled cache; default <os tmpdir>/explorer-devnet */
  cacheDir?: string;
  contractsDir?: string;
  logger?: Logger;
}

/** The compiled contracts, from the cache when the sources did not change. */
export async function compileContracts(options: CompileOptions = {}): Promise<CompiledContracts> {
  const sources = await readContractSources(options.contractsDir);
  const key = createHash('sha256').update(JSON.stringify({ SOLC_VERSION, SETTINGS, sources })).digest('hex').slice(0, 16);
  const cacheDir = options.cacheDir ?? join(tmpdir(), 'explorer-devnet');
  const cacheFile = join(cacheDir, `contracts-${key}.json`);
  const cached = await readFile(cacheFile, 'utf8').then(
    (text) => JSON.parse(text) as CompiledContracts,
    () => undefined,
  );
  if (cached && CONTRACT_NAMES.every((n) => cached[n]?.bytecode)) return cached;
  const started = Date.now();
  const compiled = await compileSources(sources);
  options.logger?.info({ ms: Date.now() - started, cacheFile }, 'compiled devnet contracts');
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${cacheFile}.${process.pid}-${randomUUID()}.tmp`;
  await writeFile(tmp, JSON.stringify(compiled));
  await rename(tmp, cacheFile);
  return compiled;
}
