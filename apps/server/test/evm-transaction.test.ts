/**
 * One EVM transaction's page (GET /api/{v1|no-auth}/transactions/detail/{chain}/{hash}) over real
 * mainnet blocks (shared/chaindata/ethereum: 1755635 with a token transfer, 19433902/03 with
 * EIP-1559 and failed transactions) and one synthetic contract creation: exact wei figures against
 * the recorded receipts, confirmations against the indexed head, guests without the receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { BLOCK_1755635, BLOCK_19433902, BLOCK_19433903, q } from './support/chaindata';
import { seedBundles, seedRawBlock, seedToken } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

type Json = Record<string, unknown>;
interface Detail {
  transaction: Json;
  block_hash: string | null;
  head_height: number;
  confirmations: number;
  receipt: Json | null;
  token_transfers: Json[] | null;
  parsed_results: Json[] | null;
}

const TOKEN_1755635 = '0xbb9bc244d798123fde783fcc1c72d3bb8c189413';
const TX0_1755635 = '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d';
const HEAD = 19433903;
const CREATED = '0x00000000000000000000000000000000c0ffee01';

describe.each(TEST_ENGINES)('an EVM transaction’s page, %s', (engine) => {
  let s: TestServer;
  let token: string;
  const b1 = BLOCK_1755635();
  const b02 = BLOCK_19433902();
  const b03 = BLOCK_19433903();
  // a contract creation on bsc: a synthetic block whose first transaction has no `to`
  const [creationBlock] = syntheticBundles({ count: 1, startHeight: 500 });
  const creation = creationBlock!.transactions[0]!;
  creation.to = null;
  creation.contractAddress = CREATED;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedRawBlock(s.t.database, 'eth', b1);
    await seedRawBlock(s.t.database, 'eth', b02);
    await seedRawBlock(s.t.database, 'eth', b03);
    await seedBundles(s.t.database, 'bsc', [creationBlock!]);
    await seedToken(s.t.database, 'eth', TOKEN_1755635, { name: 'Fixture Token', symbol: 'FXT', decimals: 18 });
    token = await signUp(s.url, 'evm-tx-user');
  });
  afterAll(async () => s?.close());

  const v1 = (path: string) => call<Detail>(s.url, '/api/v1/transactions/detail' + path, { token });
  const guest = (path: string) => call<Detail>(s.url, '/api/no-auth/transactions/detail' + path);
  const txs02 = b02.rawBlock.transactions as Json[];
  const receipts02 = new Map(b02.rawReceipts.map((r) => [r.transactionHash as string, r]));

  it('gives an EIP-1559 transaction with its fee and burn exact to the wei, its block and confirmations', async () => {
    const tx = txs02.find((t) => t.type === '0x2' && receipts02.get(t.hash as string)!.status === '0x1')!;
    const rc = receipts02.get(tx.hash as string)!;
    const gasUsed = q(rc.gasUsed);
    const baseFee = q(b02.rawBlock.baseFeePerGas);
    const r = await v1(`/eth/${(tx.hash as string).toUpperCase().replace('0X', '0x')}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ block_hash: b02.rawBlock.hash, head_height: HEAD, confirmations: HEAD - 19433902 + 1 });
    expect(d.transaction).toMatchObject({
      hash: tx.hash,
      block_height: 19433902,
      tx_index: Number(q(tx.transactionIndex)),
      from: tx.from,
      to: tx.to,
      value: q(tx.value).toString(),
      nonce: Number(q(tx.nonce)),
      type: 2,
      status: 1,
      gas_limit: q(tx.gas).toString(),
      gas_used: gasUsed.toString(),
      effective_gas_price: q(rc.effectiveGasPrice).toString(),
      max_fee_per_gas: q(tx.maxFeePerGas).toString(),
      max_priority_fee_per_gas: q(tx.maxPriorityFeePerGas).toString(),
      fee: (q(rc.effectiveGasPrice) * gasUsed).toString(),
      input: tx.input,
    });
    expect(d.receipt).toMatchObject({
      status: 1,
      block_number: 19433902,
      base_fee: baseFee.toString(),
      burned_fee: (baseFee * gasUsed).toString(),
      saved_fee: ((q(tx.maxFeePerGas) - q(rc.effectiveGasPrice)) * gasUsed).toString(),
      fee: (q(rc.effectiveGasPrice) * gasUsed).toString(),
      function_selector: (tx.input as string).length >= 10 ? (tx.input as string).slice(0, 10) : null,
    });
    expect((d.receipt!.logs_data as Json[]).map((l) => l.log_index)).toEqual((rc.logs as Json[]).map((l) => Number(q(l.logIndex))));
  });

  it('gives a failed transaction as failed, with its fee still paid', async () => {
    const b03txs = b03.rawBlock.transactions as Json[];
    const rc = b03.rawReceipts.find((r) => r.status === '0x0')!;
    const tx = b03txs.find((t) => t.hash === rc.transactionHash)!;
    const d = (await v1(`/eth/${tx.hash}`)).body.data;
    expect(d.transaction).toMatchObject({ status: 2, fee: (q(rc.effectiveGasPrice) * q(rc.gasUsed)).toString() });
    expect(d.receipt).toMatchObject({ status: 0, logs_data: [] });
    expect(d.confirmations).toBe(1);
    expect(d.token_transfers).toEqual([]);
  });

  it('gives a token transaction’s transfers, parse results and decoded logs for signed-in users', async () => {
    const d = (await v1(`/eth/${TX0_1755635}`)).body.data;
    expect(d.confirmations).toBe(HEAD - 1755635 + 1);
    expect(d.token_transfers).toEqual([
      {
        log_index: 0,
        token: TOKEN_1755635,
        symbol: 'FXT',
        decimals: 18,
        from: '0x6498077292a0921c8804924fdf47b5e91e2a215f',
        to: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
        amount: '5000000000000000000',
      },
    ]);
    expect(d.parsed_results).toEqual([expect.objectContaining({ amount_wei: '5000000000000000000', token_symbol: 'FXT', log_index: 0, source: 'transfer' })]);
    expect(d.receipt).toMatchObject({ status: null, fee: '728360000000000', function_selector: '0x7edae70f', base_fee: null, burned_fee: null });
    expect(d.receipt!.logs_data).toHaveLength(2);
  });

  it('shows a contract creation: no `to`, the created contract', async () => {
    const d = (await v1(`/bsc/${creation.hash}`)).body.data;
    expect(d.transaction).toMatchObject({ to: null, contract_address: CREATED, chain: 'bsc', block_height: 500 });
    expect(d.receipt).toMatchObject({ to: null, contract_address: CREATED, burned_fee: (creationBlock!.block.baseFeePerGas! * creation.gasUsed).toString() });
    expect(d.confirmations).toBe(1);
  });

  it('gives guests the transaction, its block and confirmations, and no receipt (as on the block page)', async () => {
    const r = await guest(`/eth/${TX0_1755635}`);
    expect(r.status).toBe(200);
    const signedIn = (await v1(`/eth/${TX0_1755635}`)).body.data;
    expect(r.body.data).toEqual({ ...signedIn, receipt: null, token_transfers: null, parsed_results: null });
    expect((await call(s.url, `/api/v1/transactions/detail/eth/${TX0_1755635}`)).status).toBe(401);
  });

  it('answers 400 naming the field for a bad hash or chain, 404 in Chinese for an unknown or other-chain hash', async () => {
    for (const get of [v1, guest]) {
      const bad = await get('/eth/0x1234');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, data: null, message: '交易哈希必须是0x开头的64位十六进制哈希' });
      const btc = await get(`/btc/${TX0_1755635.slice(2)}`);
      expect(btc.status).toBe(400);
      expect(btc.body.message).toMatch(/^不支持的链/);
      const unknown = await get(`/eth/0x${'12'.repeat(32)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, data: null, message: '交易不存在' });
      expect((await get(`/bsc/${TX0_1755635}`)).status).toBe(404);
    }
  });
});
