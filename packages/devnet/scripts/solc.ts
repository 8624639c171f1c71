/**
 * The devnet contracts' compiler (solc-js, a devDependency): compiles packages/devnet/contracts/*.sol
 * and writes the artifact the devnet loads at run time (contracts/compiled.json), so solc never runs
 * in production. `npm run contracts:compile` after changing a contract; a test checks the artifact
 * matches the sources.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Abi } from 'viem';
import { ARTIFACT_FILE, CONTRACT_NAMES, CONTRACTS_DIR, COMPILER, readContractSources, sourcesHash, type ContractsArtifact, type CompiledContracts } from '../src/compile';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** Runs solc-js on standard JSON input; throws with the compiler's messages on any error. */
export async function compileSources(sources: Record<string, string>): Promise<CompiledContracts> {
  const { default: solc } = await import('solc');
  if (!String(solc.version()).startsWith(COMPILER.version)) throw new Error(`solc ${solc.version()} is installed; the artifact is made with ${COMPILER.version}`);
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: COMPILER.settings,
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

/** Compiles the sources in `dir` and writes the artifact beside them. */
export async function writeArtifact(dir = CONTRACTS_DIR): Promise<ContractsArtifact> {
  const sources = await readContractSources(dir);
  const artifact: ContractsArtifact = { compiler: COMPILER.version, sourcesHash: sourcesHash(sources), contracts: await compileSources(sources) };
  await writeFile(join(dir, ARTIFACT_FILE), JSON.stringify(artifact, null, 1) + '\n');
  return artifact;
}
