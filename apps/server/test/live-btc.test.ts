/**
 * A Bitcoin block event carries the block in the Bitcoin wire shape (as the block list sends it),
 * so the page can insert it with its fee, difficulty and confirmations without another call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { prepareBtcBlock, writeBtcBlocks } from '@explorer/indexer';
import { blockFees, seedBtcBlocks, syntheticBtcChain, toBtcBundle } from './support/btc-chain';
import { startTestServer, type TestServer } from './support/server';
import { LiveClient } from './support/ws-client';

describe.each(TEST_ENGINES)('btc live block events on %s', (engine) => {
  let s: TestServer;
  const chain = syntheticBtcChain({ count: 6 });
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBtcBlocks(s.t.database, chain.slice(0, 5));
  });
  afterAll(async () => s?.close());

  it('a new block event holds the block as the Bitcoin block list has it', async () => {
    const client = await LiveClient.open(s.wsUrl);
    await client.subscribe('block', 'btc');
    const next = chain[5]!;
    await writeBtcBlocks(s.t.database.db, 'btc', [prepareBtcBlock('btc', toBtcBundle(next))]);
    const event = await client.next();
    const listed = (await (await fetch(`${s.url}/api/no-auth/blocks?chain=btc&page=1&page_size=1`)).json()) as { data: { blocks: unknown[] } };
    expect(event).toMatchObject({ type: 'event', category: 'block', chain: 'btc', data: { action: 'new', height: next.height, hash: next.hash } });
    expect((event.data as { block: unknown }).block).toEqual(listed.data.blocks[0]);
    expect((event.data as { block: unknown }).block).toMatchObject({ chain: 'btc', fee: blockFees(next).toString(), difficulty: next.difficulty, confirmations: 1 });
    client.close();
  });
});
