import { mkdtemp, readdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbiEvent, AbiFunction } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS_DIR, compileContracts, compileSources, type CompiledContracts } from '../src/compile';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'devnet-compile-'));
  dirs.push(dir);
  return dir;
}

function fn(contracts: CompiledContracts, name: keyof CompiledContracts, fnName: string) {
  return contracts[name].abi.find((i): i is AbiFunction => i.type === 'function' && i.name === fnName);
}
function event(contracts: CompiledContracts, name: keyof CompiledContracts, eventName: string) {
  return contracts[name].abi.find((i): i is AbiEvent => i.type === 'event' && i.name === eventName);
}

describe('compileContracts', () => {
  let cacheDir: string;
  let compiled: CompiledContracts;
  beforeAll(async () => {
    cacheDir = await tempDir();
    compiled = await compileContracts({ cacheDir });
  });
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('gives the ERC-20 token its functions and events', () => {
    const sig = (name: string) => fn(compiled, 'DevToken', name)?.inputs.map((i) => i.type).join(',');
    expect(sig('name')).toBe('');
    expect(sig('symbol')).toBe('');
    expect(fn(compiled, 'DevToken', 'decimals')?.outputs.map((o) => o.type)).toEqual(['uint8']);
    expect(fn(compiled, 'DevToken', 'totalSupply')?.outputs.map((o) => o.type)).toEqual(['uint256']);
    expect(sig('balanceOf')).toBe('address');
    expect(sig('allowance')).toBe('address,address');
    expect(sig('transfer')).toBe('address,uint256');
    expect(sig('approve')).toBe('address,uint256');
    expect(sig('transferFrom')).toBe('address,address,uint256');
    for (const name of ['Transfer', 'Approval']) {
      const e = event(compiled, 'DevToken', name);
      expect(e?.inputs.map((i) => [i.type, i.indexed])).toEqual([
        ['address', true],
        ['address', true],
        ['uint256', false],
      ]);
    }
    expect(compiled.DevToken.bytecode).toMatch(/^0x60[0-9a-f]{200,}$/);
  });

  it('gives the vault and the counter their calls', () => {
    expect(fn(compiled, 'Vault', 'deposit')?.stateMutability).toBe('payable');
    expect(fn(compiled, 'Vault', 'withdraw')?.inputs.map((i) => i.type)).toEqual(['uint256']);
    expect(compiled.Vault.abi.some((i) => i.type === 'error' && i.name === 'NothingToWithdraw')).toBe(true);
    expect(fn(compiled, 'Counter', 'increment')?.stateMutability).toBe('nonpayable');
    expect(event(compiled, 'Counter', 'Counted')).toBeDefined();
  });

  it('reads the cache on the next call instead of compiling again', async () => {
    const files = (await readdir(cacheDir)).filter((f) => f.startsWith('contracts-'));
    expect(files).toHaveLength(1);
    const file = join(cacheDir, files[0]!);
    const cached = JSON.parse(await readFile(file, 'utf8')) as CompiledContracts;
    expect(cached.DevToken.bytecode).toBe(compiled.DevToken.bytecode);
    // a marker only the cache holds comes back: the compiler was not run
    cached.Counter.bytecode = '0x6000';
    await writeFile(file, JSON.stringify(cached));
    expect((await compileContracts({ cacheDir })).Counter.bytecode).toBe('0x6000');
  });

  it('compiles again under a new key when a source changes', async () => {
    const contractsDir = await tempDir();
    await cp(CONTRACTS_DIR, contractsDir, { recursive: true });
    const counter = join(contractsDir, 'Counter.sol');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('uint256 public count;', 'uint256 public count;\n    uint256 public extra;'));
    const changed = await compileContracts({ cacheDir, contractsDir });
    expect((await readdir(cacheDir)).filter((f) => f.startsWith('contracts-'))).toHaveLength(2);
    expect(fn(changed, 'Counter', 'extra')).toBeDefined();
  });

  it('reports the compiler error of a broken source', async () => {
    await expect(compileSources({ 'DevToken.sol': 'pragma solidity ^0.8.0; contract DevToken { function f( }' })).rejects.toThrow(/ParserError/);
  });
});
