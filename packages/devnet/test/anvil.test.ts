import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { startAnvil } from '../src/anvil';

const FIXTURE = fileURLToPath(new URL('./fixtures/hold-devnet.ts', import.meta.url));
const dirs: string[] = [];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('startAnvil', () => {
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('listens on a free port with the chain id and stops by its pid', async () => {
    const node = await startAnvil({ chainId: 56 });
    expect(node.port).toBeGreaterThan(0);
    expect(await createPublicClient({ cacheTime: 0, transport: http(node.rpcUrl) }).getChainId()).toBe(56);
    expect(alive(node.pid)).toBe(true);
    await node.stop();
    expect(alive(node.pid)).toBe(false);
  });

  it('stops its nodes, state written, when the owning process is killed outright', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'devnet-orphan-'));
    dirs.push(stateDir);
    const env = { ...process.env, LOG_LEVEL: 'silent' };
    const owner = spawn(process.execPath, ['--import', 'tsx', FIXTURE, 'eth', stateDir], { stdio: ['ignore', 'pipe', 'inherit'], env });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      owner.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const found = out.split('\n').find((l) => l.includes('plainPid'));
        if (found) resolve(found);
      });
      owner.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
    });
    const { rpcUrl, plainPid } = JSON.parse(line) as { rpcUrl: string; plainPid: number };
    expect(alive(plainPid)).toBe(true);
    const client = createPublicClient({ cacheTime: 0, transport: http(rpcUrl, { retryCount: 0 }) });
    await until(async () => (await client.getBlockNumber()) >= 1n, 'a block');
    owner.kill('SIGKILL');
    await until(() => !alive(plainPid), 'the plain node to stop');
    await until(() => client.getBlockNumber().then(() => false, () => true), 'the devnet to stop');
    expect((await stat(join(stateDir, 'eth-anvil.json'))).size).toBeGreaterThan(100);
  });
});
