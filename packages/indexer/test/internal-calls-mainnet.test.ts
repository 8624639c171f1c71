/**
 * Internal calls from recorded mainnet traces (../shared/chaindata/ethereum): block 13998626's seven
 * callTracer traces (Coinbase ChainStorage) — a 0x Exchange Proxy swap paid out in ETH through WETH
 * and a Uniswap router wrapping ETH — and block 2112234's trace_block (a top-level creation only).
 */
import { describe, expect, it } from 'vitest';
import { creationsFromCallTracer, creationsFromParity } from '../src/families/evm/trace';
import { readChaindata, unwrapRpc } from './support/evm-mainnet-fixtures';

const b64json = (text: string) => JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Record<string, unknown>;

function block13998626() {
  const raw = readChaindata('eth_mainnet_block_13998626_block_receipts_traces_base64wrapped.chainstorage.json') as { ethereum: { header: string; transactionTraces: string[] } };
  const header = b64json(raw.ethereum.header) as { hash: string; number: string; transactions: { hash: string }[] };
  const stored = { height: Number(header.number), hash: header.hash, txHashes: header.transactions.map((t) => t.hash.toLowerCase()) };
  const answer = raw.ethereum.transactionTraces.map((t, i) => ({ txHash: stored.txHashes[i], result: b64json(t) }));
  return { stored, answer };
}

describe('internal calls in recorded mainnet traces', () => {
  it('block 13998626 (callTracer): the WETH unwrap and the ETH paid on by the 0x proxy, and the router wrapping ETH', () => {
    const { stored, answer } = block13998626();
    expect(stored.txHashes).toHaveLength(7);
    const traced = creationsFromCallTracer(stored, answer);
    if (traced.kind !== 'traced') throw new Error(`not traced: ${JSON.stringify(traced)}`);
    expect(traced.creations).toEqual([]);
    const weth = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
    const row = (txIndex: number, callIndex: number, depth: number, from: string, to: string, hex: string) => ({
      height: 13998626,
      txIndex,
      callIndex,
      depth,
      kind: 'call',
      from,
      to,
      value: BigInt(hex).toString(),
      error: null,
    });
    expect(traced.calls).toEqual([
      row(2, 0, 6, weth, '0xdef1c0ded9bec7f1a1670819833240f027b25eff', '0x2764b2e3c7b35194'),
      row(2, 1, 5, '0xdef1c0ded9bec7f1a1670819833240f027b25eff', '0x74de5d4fcbf63e00296fd95d33236b9794016631', '0x2764b2e3c7b35194'),
      row(2, 2, 3, '0x74de5d4fcbf63e00296fd95d33236b9794016631', '0xf326e4de8f66a0bdc0970b79e0924e33c79f1915', '0x583db9ac4eb064'),
      row(2, 3, 3, '0x74de5d4fcbf63e00296fd95d33236b9794016631', '0xc409134827440024347e27b2826dfd3d42a2967b', '0x270c752a1b64a130'),
      row(5, 0, 4, '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45', weth, '0xe4b4b8af6a70000'),
    ]);
    // an independent check of the amounts: the 0x proxy's caller pays on exactly what it received (fee + the rest)
    const through = (address: string) =>
      traced.calls.reduce((sum, c) => sum + (c.to === address ? BigInt(c.value) : 0n) - (c.from === address ? BigInt(c.value) : 0n), 0n);
    expect(through('0x74de5d4fcbf63e00296fd95d33236b9794016631')).toBe(0n);
    // the router wraps exactly the ETH its transaction sent it
    const routerTx = (answer[5]!.result as { value: string }).value;
    expect(BigInt(routerTx)).toBe(BigInt(traced.calls[4]!.value));
  });

  it('block 2112234 (trace_block): a top-level creation and the block reward move no value inside a call', () => {
    const traces = unwrapRpc(readChaindata('eth_mainnet_block_2112234_trace_block_rpc.ethereum-etl.json')) as { transactionHash: string | null; blockHash: string }[];
    const txHashes = traces.filter((t) => t.transactionHash).map((t) => t.transactionHash!.toLowerCase());
    const traced = creationsFromParity({ height: 2112234, hash: traces[0]!.blockHash.toLowerCase(), txHashes }, traces);
    expect(traced).toEqual({ kind: 'traced', creations: [], calls: [] });
  });
});
