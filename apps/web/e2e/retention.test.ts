/**
 * Retention in a real browser against `explorer start` with eth kept to its newest 10 blocks in
 * partitions of 10 (ETH_RETENTION, ETH_PARTITION_SPAN; the devnet makes a block a second): once the
 * indexer's retention job has pruned (at most a minute after start), a block below the floor shows
 * 数据已清理 with the server's 410 message instead of the 404 card, and the block list's last page
 * says that older data was pruned.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useStackAndBrowser, waitUntil } from './support';

let floor = 0;

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  env: { ETH_RETENTION: '10', ETH_PARTITION_SPAN: '10' },
  timeoutMs: 360_000,
  ready: async () => {
    floor = await waitUntil(
      'the eth retention floor',
      async () => (await api('/api/config')).chains.find((c: any) => c.chain === 'eth')?.prunedBelow as number | undefined,
      240_000,
      2000,
    );
  },
});

describe('retention (eth)', () => {
  it('shows a pruned block as 数据已清理 with the server’s message', async () => {
    expect(floor).toBeGreaterThanOrEqual(10);
    const page = await e2e.open('/eth/blocks/1');
    const notice = page.getByTestId('pruned-notice');
    await notice.waitFor();
    expect(await notice.locator('h3').innerText()).toBe('数据已清理');
    expect(await notice.locator('p').innerText()).toBe(`该数据已被清理：本站只保留区块高度 ${floor} 及以上的数据`);
    expect(await notice.getByRole('button', { name: '重试' }).count()).toBe(0);
    await screenshot(page, 'retention-block-410');
    await page.close();
  });

  it('says older data was pruned on the block list page that reaches the floor', async () => {
    const total = (await api('/api/no-auth/blocks?chain=eth&page=1&page_size=10')).total as number;
    const page = await e2e.open(`/eth/blocks?size=10&page=${Math.ceil(total / 10)}`);
    const notice = page.getByTestId('pruned-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^更早的数据已被清理：本站只保留区块高度 \d+ 及以上的数据$/);
    await page.close();
  });
});
