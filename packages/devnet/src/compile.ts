/**
 * The devnet's own contracts (packages/devnet/contracts/*.sol), loaded from the artifact compiled
 * ahead of time (contracts/compiled.json, made by `npm run contracts:compile` with solc as a
 * devDependency), so running the explorer needs no compiler. The artifact records a hash of the
 * sources: a source changed without recompiling is refused with the command to run.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import { packageDir } from '@explorer/core';

export const CONTRACTS_DIR = join(packageDir('@explorer/devnet'), 'contracts');
export const ARTIFACT_FILE = 'compiled.json';
/** the contracts the activity generator deploys; each must exist in CONTRACTS_DIR as <Name>.sol */
export const CONTRACT_NAMES = ['DevToken', 'Vault', 'Counter', 'DevNft', 'DevMultiToken', 'DevFactory'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export const COMPILER = {
  version: '0.8.30',
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}
export type CompiledContracts = Record<ContractName, CompiledContract>;

export interface ContractsArtifact {
  compiler: string;
  sourcesHash: string;
  contracts: CompiledContracts;
}

export async function readContractSources(dir = CONTRACTS_DIR): Promise<Record<string, string>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sol')).sort();
  const sources: Record<string, string> = {};
  for (const file of files) sources[file] = await readFile(join(dir, file), 'utf8');
  return sources;
}

export function sourcesHash(sources: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify({ compiler: COMPILER, sources })).digest('hex').slice(0, 16);
}

/** The compiled contracts from the artifact; throws when the sources changed since it was made. */
export async function loadContracts(dir = CONTRACTS_DIR): Promise<CompiledContracts> {
  const artifact = JSON.parse(await readFile(join(dir, ARTIFACT_FILE), 'utf8')) as ContractsArtifact;
  const current = sourcesHash(await readContractSources(dir));
  if (artifact.sourcesHash !== current) {
    throw new Error(`the devnet contracts changed since ${ARTIFACT_FILE} was compiled (${artifact.sourcesHash} ≠ ${current}): run npm run contracts:compile`);
  }
  for (const name of CONTRACT_NAMES) if (!artifact.contracts[name]?.bytecode) throw new Error(`${ARTIFACT_FILE} has no contract ${name}: run npm run contracts:compile`);
  return artifact.contracts;
}
