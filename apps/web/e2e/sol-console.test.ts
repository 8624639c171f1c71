/**
 * The Solana console in a real browser against one `explorer start` (spec part 2 §2.5, §2.7, §2.8):
 * - Sol 程序维护 (/sol/programs): the seeded registry with its count, search on Enter, filters and
 *   empty state; an administrator deletes the Compute Budget program and adds it back with an
 *   instruction rule — invalid JSON blocks the save, the preview shows what the rule makes of the
 *   sample — and the devnet's compute-budget instructions are then named by that rule on the block
 *   detail; an edit renames it; a guest's save opens the login. 导入 Anchor IDL: a pasted IDL (a
 *   bad one shows the server's reason) fills the instruction rules with what it sets, and once saved
 *   the devnet's compute-budget instructions are named and their Borsh args decoded on the block page.
 * - Mint地址管理 (/sol/addresses) and the sol contract page: the devnet's SPL mints (found by the
 *   sol indexer) with their decimals; 查看 opens the contract page with from=/sol/addresses and its
 *   back button returns; a guest gets no write buttons; a signed-in user adds a mint (bad decimals and
 *   a non-URL logo refused in the form; paused stored as inactive; the program from the registry
 *   dropdown), finds it by search and the type filter, edits it and deletes it after the confirmation.
 */
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { formatInteger } from '../src/lib/format';
import { apiLogin, toast, useStackAndBrowser, waitUntil } from './support';

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const RULES = JSON.stringify([{ name: 'e2e_unit_limit', match: { u8: 2 }, fields: [{ name: 'units', type: 'u32', offset: 1 }] }]);
/** SetComputeUnitLimit(600000): tag 2, then 600000 as a little-endian u32 */
const SAMPLE = JSON.stringify({ data: '0x02c0270900', accounts: [] });

async function api(path: string, token?: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as any;
}

const e2e = useStackAndBrowser({
  ready: () =>
    waitUntil(
      '20 indexed sol slots and two devnet mints',
      async () => ((await api('/api/no-auth/blocks?chain=sol&page=1&page_size=1')).data?.total > 20 && (await api('/api/no-auth/sol/mints?page_size=10')).meta?.total >= 2 ? true : undefined),
      240_000,
      1000,
    ),
  timeoutMs: 360_000,
});

async function registerUser(): Promise<{ username: string; password: string }> {
  const username = `mt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(res.status).toBe(200);
  return account;
}

describe('sol program registry', () => {
  it('lists the seeded programs with the count, search on Enter, filters and the empty state', async () => {
    const page = await e2e.open('/sol/programs');
    await page.getByTestId('program-row').first().waitFor();
    const all = await api('/api/no-auth/sol/programs?page_size=25');
    expect(await page.getByTestId('program-count').innerText()).toBe(`共 ${formatInteger(all.meta.total)} 个程序`);
    expect(await page.getByTestId('program-row').count()).toBe(Math.min(25, all.meta.total));
    expect(await page.locator('.pagination-info').innerText()).toBe(`显示第 1 到 ${Math.min(25, all.meta.total)} 条，共 ${all.meta.total} 条记录`);

    await page.getByTestId('program-search-input').fill('Token');
    await page.getByTestId('program-search-input').press('Enter');
    await page.waitForURL(/q=Token/);
    const tokens = await api('/api/no-auth/sol/programs?page_size=25&keyword=Token');
    await waitUntil('the search rows', async () => ((await page.getByTestId('program-row').count()) === tokens.data.length ? true : undefined), 10_000, 100);
    expect(await page.getByTestId('program-id').allInnerTexts()).toEqual(tokens.data.map((p: any) => p.program_id));

    await page.getByTestId('program-search-input').fill('');
    await page.getByTestId('program-type-filter').selectOption('token');
    await page.waitForURL((u) => u.searchParams.get('type') === 'token' && !u.searchParams.has('q'));
    const typed = await api('/api/no-auth/sol/programs?page_size=25&type=token');
    await waitUntil('the token rows', async () => ((await page.getByTestId('program-row').count()) === typed.data.length ? true : undefined), 10_000, 100);

    await page.getByTestId('program-search-input').fill('no-such-program-e2e');
    await page.getByTestId('program-search-submit').click();
    await page.getByTestId('programs-empty').getByText('暂无程序数据，请添加新程序或调整搜索条件').waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('an administrator deletes a program and adds it back with a rule that then names its instructions', async () => {
    const page = await e2e.open(`/sol/programs?q=${COMPUTE_BUDGET}`, { loginAs: e2e.stack.demo });
    const row = page.locator(`[data-testid="program-row"][data-program="${COMPUTE_BUDGET}"]`);
    const seededName = await row.getByTestId('program-name').innerText();
    await row.getByTestId('program-delete').click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(`确定要删除程序 "${seededName.replace(/ \(.*\)$/, '')}" 吗？`);
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('programs-empty').waitFor();

    await page.getByTestId('program-add').click();
    const modal = page.getByTestId('program-form-modal');
    await modal.getByLabel('Program ID *').fill(COMPUTE_BUDGET);
    await modal.getByLabel('名称 *').fill('E2E Compute Budget');
    await modal.getByLabel('别名').fill('cb');
    await modal.getByLabel('分类').fill('system');
    await modal.getByLabel('类型').selectOption('system');
    await modal.getByLabel('指令解析规则 (JSON)').fill('[{"name": ');
    await modal.getByTestId('program-form-submit').click();
    await modal.getByText(/^不是有效的 JSON/).waitFor();
    expect(await modal.count()).toBe(1); // blocked, not sent
    await modal.getByLabel('指令解析规则 (JSON)').fill(RULES);
    await modal.getByLabel('示例数据 (JSON)').fill(SAMPLE);
    const preview = modal.getByTestId('preview-instructions');
    await preview.getByText('e2e_unit_limit').waitFor();
    expect(await preview.innerText()).toContain('units=600000');
    await modal.getByTestId('program-form-submit').click();
    await toast(page, '程序保存成功').waitFor();
    await modal.waitFor({ state: 'detached' });
    await row.getByTestId('program-name').getByText('E2E Compute Budget').waitFor();
    expect(await row.getByTestId('program-name').innerText()).toBe('E2E Compute Budget (cb)');

    // a devnet transaction's SetComputeUnitLimit is now named by the rule
    const found = await waitUntil(
      'a sol transaction with a compute unit limit',
      async () => {
        const blocks = (await api('/api/no-auth/blocks?chain=sol&page=1&page_size=30')).data.blocks as any[];
        for (const b of blocks) {
          if (b.non_vote_transaction_count === 0) continue;
          const txs = (await api(`/api/no-auth/sol/blocks/${b.slot}/transactions?page=1&page_size=50&vote=false`)).data as any[];
          for (const [index, tx] of txs.entries()) {
            const artifacts = (await api(`/api/no-auth/sol/tx/${tx.tx_id}/artifacts`)).data;
            if (artifacts.instructions.some((i: any) => i.program_id === COMPUTE_BUDGET && i.instruction_type === 'e2e_unit_limit')) return { slot: b.slot as number, index, signature: tx.tx_id as string };
          }
        }
        return undefined;
      },
      120_000,
      1000,
    );
    // on the sol block detail: the transaction's row expands to its instructions, named by the rule
    const pageNo = Math.floor(found.index / 20) + 1;
    const block = await e2e.open(`/sol/blocks/${found.slot}${pageNo > 1 ? `?page=${pageNo}` : ''}`);
    await block.locator(`[data-testid="tx-row"][data-hash="${found.signature}"]`).getByTestId('tx-toggle').click();
    const details = block.locator(`[data-testid="sol-tx-details"][data-signature="${found.signature}"]`);
    await details.getByTestId('sol-instruction').first().waitFor();
    expect(await details.locator(`[data-testid="sol-instruction"][data-program="${COMPUTE_BUDGET}"][data-type="e2e_unit_limit"]`).count()).toBeGreaterThan(0);
    expect(await details.getByTestId('sol-instructions').innerText()).toContain('E2E Compute Budget');
    await block.close();

    // edit: the Program ID is fixed, the new name shows in the list (once the add's toast is gone,
    // so the 程序保存成功 below is the edit's)
    await toast(page, '程序保存成功').waitFor({ state: 'detached' });
    await row.getByTestId('program-edit').click();
    expect(await modal.getByLabel('Program ID *').getAttribute('readonly')).not.toBeNull();
    await modal.getByLabel('名称 *').fill('E2E Compute Budget v2');
    await modal.getByTestId('program-form-submit').click();
    await toast(page, '程序保存成功').waitFor();
    await row.getByTestId('program-name').getByText('E2E Compute Budget v2 (cb)').waitFor();
    const stored = (await api(`/api/v1/sol/programs?keyword=${COMPUTE_BUDGET}`, (await apiLogin(e2e.stack.baseUrl, e2e.stack.demo)).token)).data[0];
    expect(stored).toMatchObject({ name: 'E2E Compute Budget v2', type: 'system', instruction_rules: JSON.parse(RULES), sample_data: JSON.parse(SAMPLE) });
    await page.close();
  }, 240_000);

  it('导入 Anchor IDL: a pasted IDL becomes the rules, and its instructions are named and decoded on the block page', async () => {
    // Anchor 0.30+ form, with the one-byte discriminators the Compute Budget program uses
    const IDL = JSON.stringify({
      address: COMPUTE_BUDGET,
      metadata: { name: 'compute_budget', version: '0.1.0', spec: '0.1.0' },
      instructions: [
        { name: 'idl_unit_limit', discriminator: [2], accounts: [], args: [{ name: 'units', type: 'u32' }] },
        { name: 'idl_unit_price', discriminator: [3], accounts: [], args: [{ name: 'micro_lamports', type: 'u64' }] },
      ],
    });
    const page = await e2e.open(`/sol/programs?q=${COMPUTE_BUDGET}`, { loginAs: e2e.stack.demo });
    const row = page.locator(`[data-testid="program-row"][data-program="${COMPUTE_BUDGET}"]`);
    await row.getByTestId('program-edit').click();
    const modal = page.getByTestId('program-form-modal');
    await modal.getByTestId('program-idl-import').click();
    const panel = modal.getByTestId('idl-import');
    await panel.getByTestId('idl-text').fill('{"instructions": 1}');
    await panel.getByTestId('idl-read').click();
    expect(await panel.getByTestId('idl-error').innerText()).toBe('IDL 缺少 instructions 列表 (no instructions)');
    await panel.getByTestId('idl-text').fill(IDL);
    await panel.getByTestId('idl-read').click();
    expect(await panel.getByTestId('idl-result').locator('p').first().innerText()).toContain('将设置 2 条指令规则、0 个事件、0 个类型');
    await panel.getByTestId('idl-apply').click();
    await panel.waitFor({ state: 'detached' });
    expect(JSON.parse(await modal.getByLabel('指令解析规则 (JSON)').inputValue()).instructions.map((i: any) => i.name)).toEqual(['idl_unit_limit', 'idl_unit_price']);
    await modal.getByLabel('示例数据 (JSON)').fill(SAMPLE);
    await modal.getByTestId('preview-instructions').getByText('idl_unit_limit').waitFor();
    expect(await modal.getByTestId('preview-instructions').innerText()).toContain('units=600000');
    await toast(page, '程序保存成功').waitFor({ state: 'detached' });
    await modal.getByTestId('program-form-submit').click();
    await toast(page, '程序保存成功').waitFor();
    await modal.waitFor({ state: 'detached' });

    const found = await waitUntil(
      'a sol transaction named by the imported IDL',
      async () => {
        const blocks = (await api('/api/no-auth/blocks?chain=sol&page=1&page_size=30')).data.blocks as any[];
        for (const b of blocks) {
          if (b.non_vote_transaction_count === 0) continue;
          const txs = (await api(`/api/no-auth/sol/blocks/${b.slot}/transactions?page=1&page_size=50&vote=false`)).data as any[];
          for (const [index, tx] of txs.entries()) {
            const artifacts = (await api(`/api/no-auth/sol/tx/${tx.tx_id}/artifacts`)).data;
            const ix = artifacts.instructions.find((i: any) => i.program_id === COMPUTE_BUDGET && i.instruction_type === 'idl_unit_limit');
            if (ix) return { slot: b.slot as number, index, signature: tx.tx_id as string, units: ix.parsed.units as string };
          }
        }
        return undefined;
      },
      120_000,
      1000,
    );
    expect(found.units).toMatch(/^\d+$/);
    const pageNo = Math.floor(found.index / 20) + 1;
    const block = await e2e.open(`/sol/blocks/${found.slot}${pageNo > 1 ? `?page=${pageNo}` : ''}`);
    await block.locator(`[data-testid="tx-row"][data-hash="${found.signature}"]`).getByTestId('tx-toggle').click();
    const details = block.locator(`[data-testid="sol-tx-details"][data-signature="${found.signature}"]`);
    await details.locator(`[data-testid="sol-instruction"][data-program="${COMPUTE_BUDGET}"][data-type="idl_unit_limit"]`).first().waitFor();
    const parsed = details.getByTestId('sol-parsed-instruction').filter({ hasText: 'idl_unit_limit' });
    expect(JSON.parse(await parsed.locator('pre').first().innerText())).toEqual({ units: found.units });
    expect(block.errors).toEqual([]);
    await block.close();
    await page.close();
  }, 240_000);

  it('a guest who saves a program is asked to log in (the server refuses with 401)', async () => {
    const page = await e2e.open('/sol/programs');
    await page.getByTestId('program-add').click();
    const modal = page.getByTestId('program-form-modal');
    await modal.getByLabel('Program ID *').fill('11111111111111111111111111111112');
    await modal.getByLabel('名称 *').fill('guest');
    await modal.getByLabel('类型').selectOption('other');
    await modal.getByTestId('program-form-submit').click();
    await page.getByTestId('login-modal').waitFor();
    await page.close();
  });
});

describe('sol mint addresses', () => {
  it('lists the devnet mints with their decimals; 查看 opens the contract page and its back button returns', async () => {
    const page = await e2e.open('/sol/addresses');
    await page.getByTestId('mint-row').first().waitFor();
    const listed = await api('/api/no-auth/sol/mints?page_size=25');
    const first = listed.data[listed.data.length - 1];
    const row = page.locator(`[data-testid="mint-row"][data-address="${first.address}"]`);
    expect(await row.getByTestId('mint-decimals').innerText()).toBe(String(first.decimals));
    expect([6, 9]).toContain(first.decimals); // the devnet creates mints of 6 and 9 decimals
    expect(await page.getByTestId('mint-add').count()).toBe(0);
    expect(await page.getByTestId('mint-edit').count()).toBe(0);
    expect(await page.getByTestId('mint-count').innerText()).toMatch(/^共 \d+ 个铸币地址$/);
    // a mint the indexer found has no name yet: 未命名铸币地址 (a mint is not a contract)
    const unnamed = (listed.data as { address: string; name: string | null }[]).find((m) => !m.name);
    expect(unnamed, 'a devnet mint without a name').toBeDefined();
    const unnamedRow = page.locator(`[data-testid="mint-row"][data-address="${unnamed!.address}"]`);
    expect(await unnamedRow.getByTestId('mint-name').innerText()).toBe('未命名铸币地址');

    await row.getByTestId('mint-view').click();
    await page.waitForURL((u) => u.pathname === `/sol/addresses/${first.address}` && u.searchParams.get('from') === '/sol/addresses');
    expect(await page.getByTestId('contract-detail-address').innerText()).toBe(first.address);
    expect(await page.getByTestId('mint-detail-decimals').innerText()).toBe(String(first.decimals));
    expect(JSON.parse(await page.getByTestId('contract-metadata').locator('pre').innerText())).toEqual(first.metadata);
    await page.getByText('暂无币种配置信息').waitFor();
    await page.getByTestId('mint-back').click();
    await page.waitForURL((u) => u.pathname === '/sol/addresses');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a signed-in user adds, finds, edits and deletes a mint', async () => {
    const user = await registerUser();
    const { token } = await apiLogin(e2e.stack.baseUrl, user);
    const address = base58.encode(crypto.getRandomValues(new Uint8Array(32)));
    const page = await e2e.open('/sol/addresses', { loginAs: user });
    await page.getByTestId('mint-add').click();
    const modal = page.getByTestId('mint-form-modal');
    expect(await modal.getByLabel('精度').inputValue()).toBe('9');
    await modal.getByLabel('铸币地址 *').fill(address);
    await modal.getByLabel('名称 *').fill('E2E Mint');
    await modal.getByLabel('符号 *').fill('EMT');
    await modal.getByLabel('精度').fill('19');
    await modal.getByLabel('Logo (URL)').fill('javascript:alert(1)');
    await modal.getByTestId('mint-form-submit').click();
    await modal.getByText('精度必须是 0 到 18 的整数').waitFor();
    await modal.getByText(/Logo 必须是 http/).waitFor();
    await modal.getByLabel('精度').fill('6');
    await modal.getByLabel('Logo (URL)').fill('https://e2e.example/mint.png');
    await modal.getByLabel('类型').selectOption('nft');
    await modal.getByLabel('状态').selectOption('paused');
    await modal.getByLabel('描述').fill('a mint made by the browser test');
    await waitUntil('the registry in the dropdown', async () => ((await modal.getByLabel('Program ID').locator(`option[value="${TOKEN_PROGRAM}"]`).count()) === 1 ? true : undefined), 10_000, 100);
    await modal.getByLabel('Program ID').selectOption(TOKEN_PROGRAM);
    await modal.getByTestId('mint-form-submit').click();
    await toast(page, '铸币地址保存成功').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect((await api(`/api/v1/sol/mints/${address}`, token)).data).toMatchObject({ name: 'E2E Mint', symbol: 'EMT', decimals: 6, contract_type: 'nft', status: 0, description: 'a mint made by the browser test', contract_logo: 'https://e2e.example/mint.png', program_id: TOKEN_PROGRAM, source: 'user' });

    await page.getByTestId('mint-search-input').fill(address);
    await page.getByTestId('mint-search-input').press('Enter');
    await page.getByTestId('mint-type-filter').selectOption('nft');
    await page.waitForURL((u) => u.searchParams.get('type') === 'nft' && u.searchParams.get('q') === address);
    const row = page.locator(`[data-testid="mint-row"][data-address="${address}"]`);
    await waitUntil('only the new mint', async () => ((await page.getByTestId('mint-row').count()) === 1 && (await row.count()) === 1 ? true : undefined), 10_000, 100);
    expect(await row.innerText()).toContain('非活跃');

    // the add's toast (5 s) must be gone, or the edit's 铸币地址保存成功 below could be it
    await toast(page, '铸币地址保存成功').waitFor({ state: 'detached' });
    await row.getByTestId('mint-edit').click();
    expect(await modal.getByLabel('铸币地址 *').getAttribute('readonly')).not.toBeNull();
    expect(await modal.getByLabel('状态').inputValue()).toBe('inactive');
    await modal.getByLabel('名称 *').fill('E2E Mint Renamed');
    await modal.getByLabel('状态').selectOption('active');
    await modal.getByTestId('mint-form-submit').click();
    await toast(page, '铸币地址保存成功').waitFor();
    await row.getByTestId('mint-name').getByText('E2E Mint Renamed').waitFor();
    expect(await row.innerText()).toContain('活跃');

    await row.getByTestId('mint-delete').click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain('确定要删除铸币地址 "E2E Mint Renamed" 吗？');
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '铸币地址已删除').waitFor();
    await page.getByTestId('mints-empty').waitFor();
    expect((await api(`/api/v1/sol/mints/${address}`, token)).success).toBe(false);
    await page.close();
  }, 120_000);
});
