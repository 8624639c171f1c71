/**
 * The Etherscan-compatible API (GET /{chain}/etherscan/api) over real HTTP on PGlite and PostgreSQL:
 * an Anvil devnet driven by the activity generator (transfers, ERC-20/721/1155, reverts, factories),
 * indexed and traced, then read through ethers v6's own EtherscanProvider (balance, block number,
 * history, transaction and receipt) and by hand — every answer compared with what the node says
 * (its blocks, receipts and balances, walked here on their own). Also: Etherscan's error answers, the
 * guest window against an API key's, key scopes and the hourly limit with its refunds.
 */
import { CHAINS, createLogger, tokenMovesOf, type TokenMove } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { devAccounts, loadContracts, startActivity, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createPublicClient, createWalletClient, encodeFunctionData, http } from 'viem';
import { createCreationTracer, createIndexer } from '@explorer/indexer';
import { EtherscanProvider } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const logger = createLogger('test', 'silent');

/** ethers' EtherscanProvider pointed at the explorer instead of api.etherscan.io (v6 builds its v2 URL in getUrl) */
class ExplorerEtherscanProvider extends EtherscanProvider {
  constructor(
    readonly base: string,
    apiKey?: string,
  ) {
    super(1, apiKey);
  }
  override getUrl(module: string, params: Record<string, string>): string {
    return super.getUrl(module, params).replace('https://api.etherscan.io/v2/api', this.base);
  }
}

async function rpc<T = any>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result: T; error?: unknown };
  if (body.error) throw new Error(JSON.stringify(body.error));
  return body.result;
}

interface NodeTx {
  block: Json;
  tx: Json;
  receipt: Json;
}

let anvil: AnvilNode;
let head: number;
const nodeTxs: NodeTx[] = [];
const blocks: Json[] = [];
/** the most active sender of the devnet */
let busy: string;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  const activity = startActivity({
    rpcUrl: anvil.rpcUrl,
    chainId: 1,
    rounds: 12,
    intervalMs: 10,
    seed: 28,
    logger,
    txPerRound: [4, 8],
  });
  await activity.done;
  // an ERC-1155 mint of our own (the generator's mix may not have made one yet)
  const multi = activity.stats().multiTokens.at(-1)!;
  const { DevMultiToken } = await loadContracts();
  const wallet = createWalletClient({ account: devAccounts(1)[0]!, transport: http(anvil.rpcUrl) });
  const minted = await wallet.sendTransaction({
    chain: null,
    to: multi,
    data: encodeFunctionData({
      abi: DevMultiToken.abi,
      functionName: 'mint',
      args: [devAccounts(3)[2]!.address, 3n, 7n],
    }),
  });
  await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({
    hash: minted,
    pollingInterval: 50,
  });
  head = Number(await rpc<string>(anvil.rpcUrl, 'eth_blockNumber'));
  for (let h = 0; h <= head; h++) {
    const block = await rpc<Json>(anvil.rpcUrl, 'eth_getBlockByNumber', [`0x${h.toString(16)}`, true]);
    blocks.push(block);
    for (const tx of block.transactions)
      nodeTxs.push({
        block,
        tx,
        receipt: await rpc<Json>(anvil.rpcUrl, 'eth_getTransactionReceipt', [tx.hash]),
      });
  }
  const counts = new Map<string, number>();
  for (const { tx } of nodeTxs) counts.set(tx.from, (counts.get(tx.from) ?? 0) + 1);
  busy = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}, 180_000);
afterAll(async () => anvil?.stop());

/** the node's txlist of an address: transactions from it, to it or creating it, in block order */
function nodeTxList(address: string) {
  return nodeTxs.filter(
    ({ tx, receipt }) => tx.from === address || tx.to === address || receipt.contractAddress === address,
  );
}

/** the node's token moves of a standard touching an address, in block and log order */
function nodeMoves(address: string, standard: TokenMove['standard']) {
  return nodeTxs.flatMap(({ tx, receipt }) =>
    receipt.logs.flatMap((l: Json) =>
      tokenMovesOf({
        blockHeight: Number(l.blockNumber),
        txHash: tx.hash,
        txIndex: Number(l.transactionIndex),
        logIndex: Number(l.logIndex),
        address: l.address,
        topics: l.topics,
        data: l.data,
      })
        .filter((m) => m.standard === standard && (m.from === address || m.to === address))
        .map((m) => ({
          hash: tx.hash,
          from: m.from,
          to: m.to,
          contractAddress: m.token,
          amount: m.amount.toString(),
          tokenId: m.tokenId?.toString(),
        })),
    ),
  );
}

/** the address (not the zero address) that most moves of a standard touch */
function busiestParty(standard: TokenMove['standard']): string {
  const counts = new Map<string, number>();
  for (const { tx, receipt } of nodeTxs)
    for (const l of receipt.logs as Json[])
      for (const m of tokenMovesOf({
        blockHeight: 0,
        txHash: tx.hash,
        txIndex: 0,
        logIndex: 0,
        address: l.address,
        topics: l.topics,
        data: l.data,
      }))
        if (m.standard === standard)
          for (const a of [m.from, m.to]) if (!/^0x0{40}$/.test(a)) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? busy;
}

describe.each(TEST_ENGINES)('the Etherscan API on %s', (engine) => {
  let s: TestServer;
  let base: string;
  let user: string;

  const api = async (chain: string, query: Record<string, string | number>) => {
    const r = await call(
      s.url,
      `/${chain}/etherscan/api?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(r.status, r.text).toBe(200);
    return r.body as unknown as Json;
  };
  const newKey = async (permissions: string[], rate_limit: number | null = null) => {
    const r = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', {
      method: 'POST',
      token: user,
      json: { name: 'etherscan', permissions, rate_limit },
    });
    expect(r.status, r.text).toBe(200);
    return `${r.body.data.api_key}.${r.body.data.secret_key}`;
  };

  beforeAll(async () => {
    s = await startTestServer(engine, { config: { rpcUrls: { eth: anvil.rpcUrl } } });
    base = `${s.url}/eth/etherscan/api`;
    await createIndexer({
      database: s.t.database,
      chain: CHAINS.eth,
      rpcUrl: anvil.rpcUrl,
      logger,
      stopAtHeight: head,
    }).run();
    const tracer = createCreationTracer({
      database: s.t.database,
      chain: CHAINS.eth,
      rpcUrl: anvil.rpcUrl,
      logger,
    });
    for (let i = 0; i < 50 && (await tracer.runOnce()).more; i++);
    user = await signUp(s.url, `etherscan_${engine}`);
  }, 180_000);
  afterAll(() => s?.close());

  it('ethers v6 EtherscanProvider reads the balance, head, history, a transaction and its receipt as the node has them', async () => {
    const provider = new ExplorerEtherscanProvider(base);
    expect(await provider.getBalance(busy)).toBe(
      BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [busy, 'latest'])),
    );
    expect(await provider.getBlockNumber()).toBe(head);

    const history = (await provider.fetch('account', {
      action: 'txlist',
      address: busy,
      startblock: 0,
      endblock: head,
      sort: 'asc',
    })) as Json[];
    const expected = nodeTxList(busy);
    expect(expected.length).toBeGreaterThan(5);
    expect(history.map((r) => r.hash)).toEqual(expected.map((e) => e.tx.hash));
    for (const [i, { block, tx, receipt }] of expected.entries()) {
      expect(history[i]).toEqual({
        blockNumber: String(Number(tx.blockNumber)),
        timeStamp: String(Number(block.timestamp)),
        hash: tx.hash,
        nonce: String(Number(tx.nonce)),
        blockHash: block.hash,
        transactionIndex: String(Number(tx.transactionIndex)),
        from: tx.from,
        to: tx.to ?? '',
        value: BigInt(tx.value).toString(),
        gas: BigInt(tx.gas).toString(),
        gasPrice: BigInt(receipt.effectiveGasPrice).toString(),
        isError: receipt.status === '0x1' ? '0' : '1',
        txreceipt_status: receipt.status === '0x1' ? '1' : '0',
        input: tx.input,
        contractAddress: receipt.contractAddress ?? '',
        cumulativeGasUsed: BigInt(receipt.cumulativeGasUsed).toString(),
        gasUsed: BigInt(receipt.gasUsed).toString(),
        confirmations: String(head - Number(tx.blockNumber) + 1),
        methodId: tx.input.length >= 10 ? tx.input.slice(0, 10) : '0x',
        functionName: '',
      });
    }
    // newest first, a page at a time
    const desc = (await provider.fetch('account', {
      action: 'txlist',
      address: busy,
      page: 2,
      offset: 3,
      sort: 'desc',
    })) as Json[];
    expect(desc.map((r) => r.hash)).toEqual(
      expected
        .map((e) => e.tx.hash)
        .reverse()
        .slice(3, 6),
    );

    const sample = expected.at(-1)!;
    const tx = await provider.getTransaction(sample.tx.hash);
    expect(tx?.hash).toBe(sample.tx.hash);
    expect(tx?.blockNumber).toBe(Number(sample.tx.blockNumber));
    const receipt = await provider.getTransactionReceipt(sample.tx.hash);
    expect(receipt?.gasUsed).toBe(BigInt(sample.receipt.gasUsed));
    expect(receipt?.status).toBe(Number(sample.receipt.status));
  });

  it('tokentx, tokennfttx and token1155tx list the moves the node’s logs make', async () => {
    const shown = (r: Json) =>
      r.result.map((x: Json) => ({
        hash: x.hash,
        from: x.from,
        to: x.to,
        contractAddress: x.contractAddress,
        amount: x.value ?? x.tokenValue ?? '1',
        tokenId: x.tokenID,
      }));
    for (const [action, standard] of [
      ['tokentx', 'erc20'],
      ['tokennfttx', 'erc721'],
      ['token1155tx', 'erc1155'],
    ] as const) {
      const party = busiestParty(standard);
      const expected = nodeMoves(party, standard).map((m) => ({
        ...m,
        amount: standard === 'erc721' ? '1' : m.amount,
      }));
      expect(expected.length, action).toBeGreaterThan(0);
      // by the token contract and the address: the token's move index, every move of the address
      for (const token of new Set(expected.map((m) => m.contractAddress))) {
        const r = await api('eth', {
          module: 'account',
          action,
          address: party,
          contractaddress: token,
          sort: 'asc',
        });
        expect(r.status, action).toBe('1');
        expect(shown(r), action).toEqual(expected.filter((m) => m.contractAddress === token));
      }
      // by the address alone: its address index (the transactions it sent, received or moved ERC-20 in; README)
      const byAddress = await api('eth', { module: 'account', action, address: party, sort: 'desc' });
      if (standard === 'erc20') expect(shown(byAddress)).toEqual(expected.reverse());
      else if (byAddress.status === '1')
        for (const row of shown(byAddress)) expect(expected).toContainEqual(row);
    }
    // the window over a token's moves: page 2 of 2 a page
    const party = busiestParty('erc20');
    const all = nodeMoves(party, 'erc20');
    const page2 = await api('eth', {
      module: 'account',
      action: 'tokentx',
      address: party,
      page: 2,
      offset: 2,
    });
    expect(page2.result.map((x: Json) => x.hash)).toEqual(all.slice(2, 4).map((m) => m.hash));
    expect(page2.result[0]).toMatchObject({
      tokenDecimal: expect.any(String),
      tokenSymbol: expect.any(String),
      confirmations: expect.stringMatching(/^\d+$/),
    });
  });

  it('transaction status, block reward and block by time, getLogs with topic operators, internal calls', async () => {
    const failed = nodeTxs.find((t) => t.receipt.status === '0x0');
    const good = nodeTxs.find((t) => t.receipt.status === '0x1')!;
    expect(
      await api('eth', { module: 'transaction', action: 'gettxreceiptstatus', txhash: good.tx.hash }),
    ).toEqual({ status: '1', message: 'OK', result: { status: '1' } });
    if (failed)
      expect(
        (await api('eth', { module: 'transaction', action: 'getstatus', txhash: failed.tx.hash })).result,
      ).toEqual({ isError: '1', errDescription: 'Reverted' });
    expect(
      (await api('eth', { module: 'transaction', action: 'getstatus', txhash: good.tx.hash })).result,
    ).toEqual({ isError: '0', errDescription: '' });

    const block = blocks[Math.floor(head / 2)]!;
    const reward = await api('eth', {
      module: 'block',
      action: 'getblockreward',
      blockno: Number(block.number),
    });
    expect(reward.result).toMatchObject({
      blockNumber: String(Number(block.number)),
      timeStamp: String(Number(block.timestamp)),
      blockMiner: block.miner.toLowerCase(),
    });
    const byTime = await api('eth', {
      module: 'block',
      action: 'getblocknobytime',
      timestamp: Number(block.timestamp),
      closest: 'after',
    });
    expect(Number(byTime.result)).toBeLessThanOrEqual(Number(block.number));
    expect(blocks[Number(byTime.result)]!.timestamp).toBe(block.timestamp);

    // getLogs: the ERC-20 Transfer logs to or from the busy address (topic1 or topic2)
    const padded = '0x' + busy.slice(2).padStart(64, '0');
    const transfer = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
    const allLogs = nodeTxs.flatMap((t) => t.receipt.logs as Json[]);
    const expected = allLogs.filter(
      (l) => l.topics[0] === transfer && (l.topics[1] === padded || l.topics[2] === padded),
    );
    const logs = await api('eth', {
      module: 'logs',
      action: 'getLogs',
      fromBlock: 0,
      toBlock: head,
      topic0: transfer,
      topic1: padded,
      topic2: padded,
      topic0_1_opr: 'and',
      topic1_2_opr: 'or',
    });
    // and binds before or, left to right: (topic0 and topic1) or topic2 — every match here is a Transfer anyway
    const leftToRight = allLogs.filter(
      (l) => (l.topics[0] === transfer && l.topics[1] === padded) || l.topics[2] === padded,
    );
    expect((logs.result as Json[]).map((l) => `${l.transactionHash}:${Number(l.logIndex)}`)).toEqual(
      leftToRight.map((l) => `${l.transactionHash}:${Number(l.logIndex)}`),
    );
    expect(expected.length).toBeGreaterThan(0);
    const none = await api('eth', {
      module: 'logs',
      action: 'getLogs',
      fromBlock: 0,
      toBlock: head,
      address: `0x${'ee'.repeat(20)}`,
    });
    expect(none).toEqual({ status: '0', message: 'No records found', result: [] });

    // internal calls: what the tracer kept, from the address's side
    const calls = await s.t.database.db
      .selectFrom('evm_internal_calls')
      .select(['from_addr', 'value'])
      .limit(1)
      .execute();
    if (calls.length > 0) {
      const from = calls[0]!.from_addr as string;
      const r = await api('eth', { module: 'account', action: 'txlistinternal', address: from });
      expect(r.status).toBe('1');
      expect(
        r.result.every((c: Json) => c.from === from || c.to === from || c.contractAddress === from),
      ).toBe(true);
    }
  });

  it('getminedblocks newest first, balancemulti and a block through the proxy as the node has them', async () => {
    const miner = (blocks[1]!.miner as string).toLowerCase();
    const mined = blocks.filter((b) => b.miner.toLowerCase() === miner).map((b) => String(Number(b.number)));
    const r = await api('eth', {
      module: 'account',
      action: 'getminedblocks',
      address: miner,
      page: 2,
      offset: 3,
    });
    expect(r.result.map((x: Json) => x.blockNumber)).toEqual(mined.reverse().slice(3, 6));
    for (const x of r.result) expect(x.blockReward).toMatch(/^\d+$/);
    expect(
      await api('eth', { module: 'account', action: 'getminedblocks', address: miner, blocktype: 'uncles' }),
    ).toEqual({ status: '0', message: 'No transactions found', result: [] });

    const accounts = devAccounts(3).map((a) => a.address.toLowerCase());
    const multi = await api('eth', {
      module: 'account',
      action: 'balancemulti',
      address: accounts.join(','),
    });
    const balances = await Promise.all(
      accounts.map(async (a) =>
        BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [a, 'latest'])).toString(),
      ),
    );
    expect(multi).toEqual({
      status: '1',
      message: 'OK',
      result: accounts.map((account, i) => ({ account, balance: balances[i] })),
    });

    const provider = new ExplorerEtherscanProvider(base);
    const block = await provider.getBlock(Math.floor(head / 3));
    expect(block?.hash).toBe(blocks[Math.floor(head / 3)]!.hash);
    const full = await api('eth', {
      module: 'proxy',
      action: 'eth_getBlockByNumber',
      tag: `0x${head.toString(16)}`,
      boolean: 'true',
    });
    expect(full).toEqual({ jsonrpc: '2.0', id: 1, result: blocks[head] });
  });

  it('answers Etherscan’s errors in its words, with HTTP 200', async () => {
    const cases: [Record<string, string>, Json][] = [
      [{}, { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Module name' }],
      [
        { module: 'account' },
        { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Action name' },
      ],
      [
        { module: 'account', action: 'nope' },
        { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Action name' },
      ],
      [
        { module: 'account', action: 'txlist', address: '0x1234' },
        { status: '0', message: 'NOTOK', result: 'Error! Invalid address format' },
      ],
      [
        { module: 'account', action: 'txlist', address: `0x${'ab'.repeat(20)}` },
        { status: '0', message: 'No transactions found', result: [] },
      ],
      [
        { module: 'account', action: 'txlist', address: busy, page: '2', offset: '1000' },
        {
          status: '0',
          message: 'NOTOK',
          result: 'Result window is too large, PageNo x Offset size must be less than or equal to 1000',
        },
      ],
      [
        { module: 'account', action: 'txlist', address: busy, sort: 'up' },
        { status: '0', message: 'NOTOK', result: 'Error! Invalid sort order, asc or desc' },
      ],
      [
        { module: 'account', action: 'balance', address: busy, chainid: '56' },
        { status: '0', message: 'NOTOK', result: expect.stringContaining('chainid') },
      ],
      [
        { module: 'account', action: 'balance', address: busy, apikey: 'YourApiKeyToken' },
        { status: '0', message: 'NOTOK', result: 'Invalid API Key' },
      ],
      [
        { module: 'stats', action: 'ethsupply' },
        { status: '0', message: 'NOTOK', result: expect.stringContaining('supply') },
      ],
      [
        { module: 'proxy', action: 'eth_getTransactionByHash', txhash: '0x12' },
        { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Error! Invalid txhash format' } },
      ],
    ];
    for (const [query, expected] of cases)
      expect(await api('eth', query), JSON.stringify(query)).toEqual(expected);
    // the chain id of the path is accepted; bsc has no node here, so its proxy answers a JSON-RPC error
    expect(
      (await api('eth', { module: 'account', action: 'balance', address: busy, chainid: '1' })).status,
    ).toBe('1');
    expect((await api('bsc', { module: 'proxy', action: 'eth_blockNumber' })).error).toMatchObject({
      code: -32000,
    });
    // a chain outside the EVM family is not served
    expect((await call(s.url, '/btc/etherscan/api?module=account&action=balance')).status).toBe(400);
  });

  it('an API key opens the 10,000-row window, needs its module’s scope, and holds its hourly limit (refusals give the slot back)', async () => {
    const query = { module: 'account', action: 'txlist', address: busy, page: '2', offset: '1000' };
    const reader = await newKey(['addresses:read']);
    expect(await api('eth', { ...query, apikey: reader })).toEqual({
      status: '0',
      message: 'No transactions found',
      result: [],
    });
    expect((await api('eth', { ...query, page: '11', apikey: reader })).result).toBe(
      'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
    );
    expect(
      (await api('eth', { module: 'block', action: 'getblockreward', blockno: 1, apikey: reader })).result,
    ).toBe('Error! This API key has no access to the block module (it needs the blocks:read permission)');
    const [key, secret] = reader.split('.') as [string, string];
    expect((await api('eth', { ...query, apikey: `${key}.${secret}x` })).result).toBe('Invalid API Key');

    const limited = await newKey(['addresses:read', 'blocks:read'], 2);
    const balance = { module: 'account', action: 'balance', address: busy, apikey: limited };
    const first = await call(s.url, `/eth/etherscan/api?${new URLSearchParams(balance)}`);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    // bad parameters and a missing scope do not count
    expect((await api('eth', { ...balance, address: 'nope' })).result).toBe('Error! Invalid address format');
    expect(
      (
        await api('eth', {
          module: 'transaction',
          action: 'getstatus',
          txhash: nodeTxs[0]!.tx.hash,
          apikey: limited,
        })
      ).result,
    ).toContain('no access');
    expect(
      (await api('eth', { module: 'block', action: 'getblockreward', blockno: 1, apikey: limited })).status,
    ).toBe('1');
    const over = await call(s.url, `/eth/etherscan/api?${new URLSearchParams(balance)}`);
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
