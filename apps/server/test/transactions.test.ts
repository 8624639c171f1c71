import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { BLOCK_1755635, BLOCK_19433902, BLOCK_19433903, q } from './support/chaindata';
import { weiToCoin } from './support/expect';
import { seedRawBlock, seedToken } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, unknown>;
interface TxList {
  transactions: Json[];
  total: number;
  page: number;
  page_size: number;
}

const TOKEN_1755635 = '0xbb9bc244d798123fde783fcc1c72d3bb8c189413';
const TX0_1755635 = '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d';
const TX1_1755635 = '0x9a5437ec71b74ecf5930b406908ac6999966d38a86d1534b7190ece7599095eb';

describe.each(TEST_ENGINES)('transaction routes on real mainnet blocks, %s', (engine) => {
  let s: TestServer;
  let token: string;
  const b02 = BLOCK_19433902();
  const b03 = BLOCK_19433903();
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedRawBlock(s.t.database, 'eth', BLOCK_1755635());
    await seedRawBlock(s.t.database, 'eth', b02);
    await seedRawBlock(s.t.database, 'eth', b03);
    await seedToken(s.t.database, 'eth', TOKEN_1755635, { name: 'Fixture Token', symbol: 'FXT', decimals: 18 });
    token = await signUp(s.url, 'tx-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = TxList>(path: string) => call<T>(s.url, '/api/v1' + path, { token });
  const guest = <T = TxList>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const txs02 = b02.rawBlock.transactions as Json[];
  const receipts02 = new Map(b02.rawReceipts.map((r) => [r.transactionHash as string, r]));

  it('sends a real block with exact wei figures', async () => {
    const r = await v1<Json>('/blocks/height/19433902/eth');
    const baseFee = q(b02.rawBlock.baseFeePerGas);
    const burned = baseFee * q(b02.rawBlock.gasUsed);
    const tip = txs02.reduce((sum, tx) => {
      const rc = receipts02.get(tx.hash as string)!;
      return sum + (q(rc.effectiveGasPrice) - baseFee) * q(rc.gasUsed);
    }, 0n);
    expect(r.body.data).toMatchObject({
      height: 19433902,
      hash: b02.rawBlock.hash,
      timestamp: Number(q(b02.rawBlock.timestamp)),
      transaction_count: 171,
      gas_used: q(b02.rawBlock.gasUsed).toString(),
      base_fee: baseFee.toString(),
      burned: burned.toString(),
      burned_eth: weiToCoin(burned),
      miner_tip: tip.toString(),
      miner_tip_eth: weiToCoin(tip),
    });
  });

  it('pages a block’s transactions in block order: 100 by default signed in, 50 at most for guests', async () => {
    const p1 = await v1('/transactions/block-height/19433902?chain=eth');
    expect(p1.status).toBe(200);
    expect(p1.body.data.total).toBe(171);
    expect(p1.body.data.page_size).toBe(100);
    expect(p1.body.data.transactions.map((t) => t.tx_index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const p2 = await v1('/transactions/block-height/19433902?chain=eth&page=2');
    expect(p2.body.data.transactions.map((t) => t.hash)).toEqual(txs02.slice(100).map((t) => t.hash));

    const g = await guest('/transactions/block-height/19433902?chain=eth&page_size=500');
    expect(g.body.data.page_size).toBe(50);
    expect(g.body.data.transactions).toHaveLength(50);
    const g4 = await guest('/transactions/block-height/19433902?chain=eth&page=4');
    expect(g4.body.data.transactions.map((t) => t.tx_index)).toEqual(Array.from({ length: 21 }, (_, i) => 150 + i));
    const g5 = await guest('/transactions/block-height/19433902?chain=eth&page=5');
    expect(g5.body.data.transactions).toEqual([]);

    const missing = await guest('/transactions/block-height/5?chain=eth');
    expect(missing.status).toBe(404);
    const bad = await guest('/transactions/block-height/x?chain=eth');
    expect(bad.body).toEqual({ success: false, data: null, message: '区块高度必须是数字' });
    const badUser = await v1('/transactions/block-height/x?chain=eth');
    expect(badUser.body).toEqual({ success: false, data: null, message: '区块高度必须是数字' });
    const missingUser = await v1('/transactions/block-height/undefined?chain=eth');
    expect(missingUser.body).toEqual({ success: false, data: null, message: '必须提供hash或height参数' });
  });

  it('sends each transaction in the spec shape, with its token transfer', async () => {
    const r = await guest('/transactions/block-height/1755635?chain=eth');
    const [t0, t1] = r.body.data.transactions;
    expect(t0).toMatchObject({
      id: 'eth:1755635:0',
      tx_id: TX0_1755635,
      hash: TX0_1755635,
      ctime: 0x576b99fa,
      timestamp: 0x576b99fa,
      block_height: 1755635,
      tx_index: 0,
      address_from: '0xed059bc543141c8c93031d545079b3da0233b27f',
      from: '0xed059bc543141c8c93031d545079b3da0233b27f',
      address_to: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
      to: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
      amount: '0',
      value: '0',
      fee: '728360000000000',
      gas_used: '36418',
      gas_limit: String(0x3d090),
      gas_price: '20000000000',
      status: 3, // a pre-Byzantium receipt has no status
      type: 0,
      tx_type: 0,
      nonce: 0x8570,
      is_token: true,
      contract_addr: TOKEN_1755635,
      token_name: 'Fixture Token',
      token_symbol: 'FXT',
      token_decimals: 18,
      token_amount: (0x4563918244f40000n).toString(),
      token_to: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
      input: '0x7edae70f0000000000000000000000006498077292a0921c8804924fdf47b5e91e2a215f',
    });
    expect(t1).toMatchObject({ hash: TX1_1755635, value: (0x5a178a89b930e00n).toString(), fee: '420000000000000', is_token: false, contract_addr: null, token_name: null, input: '0x' });
  });

  it('lists the chain’s transactions newest first with the counter total; guests capped at 1000', async () => {
    const r = await v1('/transactions?chain=eth&page_size=5');
    expect(r.body.data.total).toBe(2 + 171 + 172);
    const txs03 = b03.rawBlock.transactions as Json[];
    expect(r.body.data.transactions.map((t) => t.hash)).toEqual(txs03.slice(-5).reverse().map((t) => t.hash));
    const g = await guest('/transactions?chain=eth&page_size=5000');
    expect(g.body.data.page_size).toBe(1000);
    expect(g.body.data.transactions).toHaveLength(345);
    expect(g.body.data.transactions.at(-1)!.hash).toBe(TX0_1755635);
  });

  it('gives signed-in users the receipt with logs, token and fee facts', async () => {
    const r = await v1<Json>(`/transactions/receipt/${TX0_1755635}/eth`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: null,
      block_number: 1755635,
      transaction_index: 0,
      tx_hash: TX0_1755635,
      effective_gas_price: '20000000000',
      gas_used: '36418',
      cumulative_gas_used: '36418',
      fee: '728360000000000',
      base_fee: null,
      burned_fee: null,
      saved_fee: null,
      function_selector: '0x7edae70f',
      input_data: '0x7edae70f0000000000000000000000006498077292a0921c8804924fdf47b5e91e2a215f',
      token: { address: TOKEN_1755635, name: 'Fixture Token', symbol: 'FXT', decimals: 18, amount: '5000000000000000000', from: '0x6498077292a0921c8804924fdf47b5e91e2a215f', to: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac' },
      parser_configs: [],
    });
    expect(r.body.data.logs_data).toEqual([
      {
        log_index: 0,
        address: TOKEN_1755635,
        topics: [
          '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          '0x0000000000000000000000006498077292a0921c8804924fdf47b5e91e2a215f',
          '0x0000000000000000000000008b3b3b624c3c0397d3da8fd861512393d51dcbac',
        ],
        data: '0x0000000000000000000000000000000000000000000000004563918244f40000',
      },
      {
        log_index: 1,
        address: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
        topics: [
          '0xe3e6ac9b8af8d4194beda053cf95abee2ac870c4fb5f26505181ef1d438512bf',
          '0x0000000000000000000000006498077292a0921c8804924fdf47b5e91e2a215f',
          '0x0000000000000000000000000000000000000000000000004563918244f40000',
        ],
        data: '0x',
      },
    ]);
  });

  it('computes burned and saved fees of an EIP-1559 receipt', async () => {
    const tx = txs02.find((t) => t.type === '0x2')!;
    const rc = receipts02.get(tx.hash as string)!;
    const r = await v1<Json>(`/transactions/receipt/${tx.hash}/eth`);
    const gasUsed = q(rc.gasUsed);
    expect(r.body.data).toMatchObject({
      status: rc.status === '0x1' ? 1 : 0,
      type: 2,
      base_fee: q(b02.rawBlock.baseFeePerGas).toString(),
      burned_fee: (q(b02.rawBlock.baseFeePerGas) * gasUsed).toString(),
      saved_fee: ((q(tx.maxFeePerGas) - q(rc.effectiveGasPrice)) * gasUsed).toString(),
      max_fee_per_gas: q(tx.maxFeePerGas).toString(),
      max_priority_fee_per_gas: q(tx.maxPriorityFeePerGas).toString(),
      fee: (q(rc.effectiveGasPrice) * gasUsed).toString(),
    });
  });

  it('refuses receipts to guests and answers 404 for an unknown transaction', async () => {
    const noToken = await call(s.url, `/api/v1/transactions/receipt/${TX0_1755635}/eth`);
    expect(noToken.status).toBe(401);
    const noRoute = await call(s.url, `/api/no-auth/transactions/receipt/${TX0_1755635}/eth`);
    expect(noRoute.status).toBe(404);
    const unknown = await v1(`/transactions/receipt/0x${'12'.repeat(32)}/eth`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, data: null, message: '交易不存在' });
    const wrongChain = await v1(`/transactions/receipt/${TX0_1755635}/bsc`);
    expect(wrongChain.status).toBe(404);
  });

  it('parses a transaction’s ERC-20 transfers', async () => {
    const r = await v1<Json[]>(`/transactions/parsed/${TX0_1755635}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        from_address: '0x6498077292a0921c8804924fdf47b5e91e2a215f',
        to_address: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
        amount_wei: '5000000000000000000',
        token_symbol: 'FXT',
      }),
    ]);
    expect((await v1<Json[]>(`/transactions/parsed/${TX1_1755635}?chain=eth`)).body.data).toEqual([]);
    expect((await v1(`/transactions/parsed/0x${'34'.repeat(32)}`)).status).toBe(404);
    expect((await call(s.url, `/api/v1/transactions/parsed/${TX0_1755635}`)).status).toBe(401);
  });
});
