import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBtcRpc, createRpcClient, NodeCapabilityError, RpcResponseError, type BtcRpc } from '../src';
import { loadBlock200000, startBtcCoreNode, type BtcCoreNode } from './support/btc-core-node';

const silent = pino({ level: 'silent' });
const HASH = '000000000000034a7dedef4a161fa058a2d67a173a90155f3a2fe6fc132e0ebf';

describe('Bitcoin Core RPC', () => {
  let node: BtcCoreNode | undefined;
  afterEach(async () => node?.close());
  const rpcOn = async (opts: Parameters<typeof startBtcCoreNode>[0] = {}): Promise<BtcRpc> => {
    node = await startBtcCoreNode(opts);
    return createBtcRpc(createRpcClient({ url: node.url, logger: silent, transport: 'plain', retryCount: 1, retryDelayMs: 1 }), silent);
  };

  it('reads the network, the count and block hashes; a height past the tip is null (Core -8), not an error', async () => {
    const rpc = await rpcOn({ auth: { user: 'explorer', password: 'p@ss:word' } });
    expect(await rpc.network()).toBe('main');
    expect(await rpc.blockCount()).toBe(200000);
    expect(await rpc.blockHashes([200000, 200001])).toEqual([HASH, null]);
    await expect(rpc.fetchBlocks([200001])).rejects.toMatchObject({ name: 'BlockNotFoundError', height: 200001 });
  });

  it('takes prevouts from getblock verbosity 3 in one call per block', async () => {
    const rpc = await rpcOn();
    const [b] = await rpc.fetchBlocks([200000]);
    expect(b!.block.hash).toBe(HASH);
    expect(b!.prevouts).toBeNull();
    expect(b!.block.tx[1]!.vin[0]!.prevout).toBeDefined();
    expect(node!.calls.getrawtransaction).toBeUndefined();
  });

  it('falls back to getrawtransaction for the prevouts when the node leaves them out (Core < 23), with the same values', async () => {
    const rpc = await rpcOn({ prevouts: false });
    const [b] = await rpc.fetchBlocks([200000]);
    const { inputTxs } = loadBlock200000();
    expect(b!.prevouts!.size).toBeGreaterThan(0);
    for (const tx of b!.block.tx.slice(1)) {
      for (const i of tx.vin) {
        const spent = inputTxs.get(i.txid!)!.vout.find((o) => o.n === i.vout)!;
        expect(b!.prevouts!.get(`${i.txid}:${i.vout}`)?.value).toBe(spent.value);
      }
    }
  });

  it('stops with the method named when neither verbosity 3 nor getrawtransaction gives input values (no -txindex)', async () => {
    const rpc = await rpcOn({ prevouts: false, txindex: false });
    const error = await rpc.fetchBlocks([200000]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeCapabilityError);
    expect((error as NodeCapabilityError).method).toBe('getrawtransaction');
  });

  it("types Core's legacy HTTP 500 error replies as the node's answer (not a transport failure to retry)", async () => {
    node = await startBtcCoreNode();
    const client = createRpcClient({ url: node.url, logger: silent, transport: 'plain', retryCount: 3, retryDelayMs: 1 });
    const error = await client.request('getblockhash', [5]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({ code: -8, rpcMessage: 'Block height out of range' });
    expect(node.calls.getblockhash).toBe(1);
    await expect(client.request('nosuchmethod')).rejects.toMatchObject({ code: -32601 });
  });
});
