import { mkdtemp, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbiEvent, AbiFunction } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NAMES, CONTRACTS_DIR, loadContracts, readContractSources, type CompiledContracts } from './compile';
import { compileSources } from '../scripts/solc';

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

describe('the devnet contracts artifact', () => {
  let compiled: CompiledContracts;
  beforeAll(async () => {
    compiled = await loadContracts();
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

  it('gives the ERC-721, the ERC-1155 and the factory what their standards and the activity need', () => {
    const sig = (name: keyof CompiledContracts, fnName: string) => fn(compiled, name, fnName)?.inputs.map((i) => i.type).join(',');
    for (const name of ['DevNft', 'DevMultiToken'] as const) {
      expect(sig(name, 'supportsInterface')).toBe('bytes4');
      expect(fn(compiled, name, 'supportsInterface')?.outputs.map((o) => o.type)).toEqual(['bool']);
      expect(sig(name, 'setApprovalForAll')).toBe('address,bool');
    }
    expect(sig('DevNft', 'mint')).toBe('address');
    expect(sig('DevNft', 'ownerOf')).toBe('uint256');
    expect(event(compiled, 'DevNft', 'Transfer')?.inputs.map((i) => i.indexed)).toEqual([true, true, true]);
    expect(sig('DevMultiToken', 'mint')).toBe('address,uint256,uint256');
    expect(sig('DevMultiToken', 'safeTransferFrom')).toBe('address,address,uint256,uint256,bytes');
    expect(event(compiled, 'DevMultiToken', 'TransferSingle')).toBeDefined();
    expect(sig('DevFactory', 'create')).toBe('');
    expect(sig('DevFactory', 'create2')).toBe('bytes32');
    expect(event(compiled, 'DevFactory', 'ChildCreated')).toBeDefined();
  });

  it('is what solc makes of the sources today (npm run contracts:compile after a change)', async () => {
    const fresh = await compileSources(await readContractSources());
    for (const name of CONTRACT_NAMES) {
      expect(compiled[name].bytecode, name).toBe(fresh[name].bytecode);
      expect(compiled[name].abi, name).toEqual(fresh[name].abi);
    }
  });

  it('refuses to load when a source changed without recompiling, naming the command', async () => {
    const contractsDir = await tempDir();
    await cp(CONTRACTS_DIR, contractsDir, { recursive: true });
    const counter = join(contractsDir, 'Counter.sol');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('uint256 public count;', 'uint256 public count;\n    uint256 public extra;'));
    await expect(loadContracts(contractsDir)).rejects.toThrow(/npm run contracts:compile/);
  });

  it('reports the compiler error of a broken source', async () => {
    await expect(compileSources({ 'DevToken.sol': 'pragma solidity ^0.8.0; contract DevToken { function f( }' })).rejects.toThrow(/ParserError/);
  });
});
