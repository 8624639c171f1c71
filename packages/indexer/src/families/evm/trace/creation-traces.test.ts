import { describe, expect, it } from 'vitest';
import { creationsFromCallTracer, creationsFromParity, type StoredBlock } from './creation-traces';

const a = (n: number) => '0x' + n.toString(16).padStart(40, '0');
const h = (n: number) => '0x' + n.toString(16).padStart(64, '0');
const block: StoredBlock = { height: 7, hash: h(0xb10c), txHashes: [h(1), h(2)] };

/** a Parity-style trace entry */
function p(tx: number, path: number[], type: string, extra: Record<string, unknown> = {}) {
  return { type, traceAddress: path, transactionHash: h(tx), blockHash: block.hash, blockNumber: 7, action: { from: a(0xf) }, result: {}, ...extra };
}
const create = (tx: number, path: number[], from: number, address: number, extra: Record<string, unknown> = {}) =>
  p(tx, path, 'create', { action: { from: a(from) }, result: { address: a(address) }, ...extra });

describe('creations from trace_block (Parity style)', () => {
  it('takes CREATE/CREATE2 below the top frame, with the creating contract as creator', () => {
    const traces = [
      p(1, [], 'call'),
      create(1, [0], 0xfac, 0xc1),
      create(1, [0, 0], 0xc1, 0xc2), // a child's constructor creates a grandchild
      create(2, [], 0xe0a, 0xd0), // a top-level creation: the receipt has it already
      create(2, [0], 0xd0, 0xd1),
      { type: 'reward', traceAddress: [], transactionHash: null, action: {} }, // block reward (no transaction)
    ];
    expect(creationsFromParity(block, traces)).toEqual({
      kind: 'traced',
      creations: [
        { address: a(0xc1), creator: a(0xfac), creationTx: h(1), creationBlock: 7 },
        { address: a(0xc2), creator: a(0xc1), creationTx: h(1), creationBlock: 7 },
        { address: a(0xd1), creator: a(0xd0), creationTx: h(2), creationBlock: 7 },
      ],
      calls: [],
    });
  });

  it('leaves out creations that failed or whose enclosing frame reverted (the tracer marks only the reverting frame)', () => {
    const traces = [
      p(1, [], 'call', { error: 'Reverted' }),
      p(1, [0], 'call'),
      create(1, [0, 0], 0xfac, 0xc1), // no error of its own, undone by the top frame's revert
      p(2, [], 'call'),
      create(2, [0], 0xfac, 0xc2, { error: 'contract address collision', result: null }),
      p(2, [1], 'call', { error: 'Reverted' }),
      create(2, [1, 0], 0xfac, 0xc3),
      create(2, [2], 0xfac, 0xc4),
    ];
    expect(creationsFromParity(block, traces)).toEqual({
      kind: 'traced',
      creations: [{ address: a(0xc4), creator: a(0xfac), creationTx: h(2), creationBlock: 7 }],
      calls: [],
    });
  });

  it('tells another branch and an answer that does not cover the block', () => {
    expect(creationsFromParity(block, [p(1, [], 'call', { blockHash: h(0xbad) }), p(2, [], 'call')])).toEqual({ kind: 'other-branch' });
    expect(creationsFromParity(block, [p(1, [], 'call'), p(9, [], 'call')])).toEqual({ kind: 'other-branch' });
    expect(creationsFromParity(block, [])).toMatchObject({ kind: 'unavailable' }); // e.g. Anvil past its head
    expect(creationsFromParity(block, [p(1, [], 'call')])).toMatchObject({ kind: 'unavailable' });
    expect(creationsFromParity(block, null)).toMatchObject({ kind: 'unavailable' });
    expect(creationsFromParity(block, [p(1, [], 'call'), p(2, [], 'call'), create(2, [0], 0xfac, 0, { result: {} })])).toMatchObject({ kind: 'unavailable' });
  });
});

interface Frame {
  type: string;
  from: string;
  to: string;
  value?: string;
  error?: string;
  calls?: Frame[];
}
const frame = (type: string, from: number, to: number, calls: Frame[] = [], extra: Partial<Frame> = {}): Frame => ({ type, from: a(from), to: a(to), calls, ...extra });

describe('creations from debug_traceBlockByHash (callTracer)', () => {
  it('walks the frames in execution order, leaving out failed frames and what they enclose', () => {
    const answer = [
      {
        txHash: h(1),
        result: frame('CALL', 0xe0a, 0xfac, [
          frame('CREATE', 0xfac, 0xc1, [frame('CREATE2', 0xc1, 0xc2)]),
          frame('CALL', 0xfac, 0xc1),
          frame('CALL', 0xfac, 0xbad, [frame('CREATE', 0xbad, 0xc3)], { error: 'execution reverted' }),
          frame('CREATE2', 0xfac, 0xc4, [], { error: 'contract address collision' }),
          frame('CREATE', 0xfac, 0xc5),
        ]),
      },
      // the whole transaction reverted: nothing it created stays
      { txHash: h(2), result: frame('CALL', 0xe0a, 0xfac, [frame('CREATE', 0xfac, 0xd1)], { error: 'execution reverted' }) },
    ];
    expect(creationsFromCallTracer(block, answer)).toEqual({
      kind: 'traced',
      creations: [
        { address: a(0xc1), creator: a(0xfac), creationTx: h(1), creationBlock: 7 },
        { address: a(0xc2), creator: a(0xc1), creationTx: h(1), creationBlock: 7 },
        { address: a(0xc5), creator: a(0xfac), creationTx: h(1), creationBlock: 7 },
      ],
      calls: [],
    });
  });

  it('takes the stored transaction hash where the node gives none, and tells a trace that failed', () => {
    const answer = [{ result: frame('CALL', 0xe0a, 0xfac, [frame('CREATE', 0xfac, 0xc1)]) }, { result: frame('CALL', 0xe0a, 0xfac) }];
    expect(creationsFromCallTracer(block, answer)).toMatchObject({ kind: 'traced', creations: [{ creationTx: h(1) }] });
    // Anvil without the historical state (after a restart): an error per transaction
    expect(creationsFromCallTracer(block, [{ txHash: h(1), error: 'Resource not found' }, { txHash: h(2), error: 'Resource not found' }])).toMatchObject({
      kind: 'unavailable',
    });
    expect(creationsFromCallTracer(block, [answer[0]])).toMatchObject({ kind: 'unavailable' });
    expect(creationsFromCallTracer(block, [{ ...answer[0], txHash: h(9) }, answer[1]])).toEqual({ kind: 'other-branch' });
  });
});

const wei = (n: bigint) => '0x' + n.toString(16);
const call = (tx: number, callIndex: number, depth: number, kind: string, from: number, to: number, value: bigint, error: string | null = null) => ({
  height: 7,
  txIndex: tx - 1,
  callIndex,
  depth,
  kind,
  from: a(from),
  to: a(to),
  value: value.toString(),
  error,
});

describe('internal calls that move value', () => {
  it('from trace_block: CALL with value, CREATE/CREATE2 with value, SELFDESTRUCT with a balance; no delegate or static calls, no zero values; a failed frame kept with its error, frames under it left out', () => {
    const traces = [
      p(1, [], 'call', { action: { from: a(0xe0a), to: a(0xfac), value: wei(10n), callType: 'call' } }),
      p(1, [0], 'call', { action: { from: a(0xfac), to: a(0xb0b), value: wei(3n), callType: 'call' } }),
      p(1, [1], 'call', { action: { from: a(0xfac), to: a(0x11b), value: wei(0n), callType: 'call' } }),
      p(1, [2], 'call', { action: { from: a(0xfac), to: a(0x11b), value: wei(5n), callType: 'delegatecall' } }),
      p(1, [3], 'create', { action: { from: a(0xfac), value: wei(2n), creationMethod: 'create2' }, result: { address: a(0xc1) } }),
      p(1, [3, 0], 'suicide', { action: { address: a(0xc1), refundAddress: a(0xb0b), balance: wei(2n) }, result: null }),
      p(1, [4], 'call', { action: { from: a(0xfac), to: a(0xbad), value: wei(4n), callType: 'call' }, error: 'Reverted' }),
      p(1, [4, 0], 'call', { action: { from: a(0xbad), to: a(0xb0b), value: wei(1n), callType: 'call' } }),
      p(2, [], 'call', { action: { from: a(0xe0a), to: a(0xfac), value: wei(0n), callType: 'call' }, error: 'Reverted' }),
      p(2, [0], 'call', { action: { from: a(0xfac), to: a(0xb0b), value: wei(9n), callType: 'call' } }),
    ];
    const traced = creationsFromParity(block, traces);
    expect(traced).toMatchObject({ kind: 'traced' });
    if (traced.kind !== 'traced') return;
    expect(traced.calls).toEqual([
      call(1, 0, 1, 'call', 0xfac, 0xb0b, 3n),
      call(1, 1, 1, 'create2', 0xfac, 0xc1, 2n),
      call(1, 2, 2, 'selfdestruct', 0xc1, 0xb0b, 2n),
      call(1, 3, 1, 'call', 0xfac, 0xbad, 4n, 'Reverted'),
    ]);
    expect(creationsFromParity(block, [...traces.slice(0, 1), p(1, [0], 'call', { action: { from: a(0xfac), to: 'x', value: wei(3n), callType: 'call' } }), ...traces.slice(8)])).toMatchObject({
      kind: 'unavailable',
    });
  });

  it('from the callTracer: the same kinds with their depth, in execution order, a failed frame kept and its subtree left out', () => {
    const answer = [
      {
        txHash: h(1),
        result: frame('CALL', 0xe0a, 0xfac, [
          { ...frame('CALL', 0xfac, 0xb0b, [{ ...frame('CALL', 0xb0b, 0xc0c), value: wei(1n) }]), value: wei(3n) },
          { ...frame('STATICCALL', 0xfac, 0x11b) },
          { ...frame('DELEGATECALL', 0xfac, 0x11b), value: wei(8n) },
          { ...frame('CREATE', 0xfac, 0xc1, [{ ...frame('SELFDESTRUCT', 0xc1, 0xb0b), value: wei(2n) }]), value: wei(2n) },
          { ...frame('CALL', 0xfac, 0xbad, [{ ...frame('CALL', 0xbad, 0xb0b), value: wei(1n) }], { error: 'execution reverted' }), value: wei(4n) },
          { ...frame('CALL', 0xfac, 0xb0b), value: '0x0' },
        ]),
      },
      { txHash: h(2), result: frame('CALL', 0xe0a, 0xfac, [{ ...frame('CALL', 0xfac, 0xb0b), value: wei(9n) }], { error: 'execution reverted' }) },
    ];
    const traced = creationsFromCallTracer(block, answer);
    expect(traced).toMatchObject({ kind: 'traced' });
    if (traced.kind !== 'traced') return;
    expect(traced.calls).toEqual([
      call(1, 0, 1, 'call', 0xfac, 0xb0b, 3n),
      call(1, 1, 2, 'call', 0xb0b, 0xc0c, 1n),
      call(1, 2, 1, 'create', 0xfac, 0xc1, 2n),
      call(1, 3, 2, 'selfdestruct', 0xc1, 0xb0b, 2n),
      call(1, 4, 1, 'call', 0xfac, 0xbad, 4n, 'execution reverted'),
    ]);
  });
});
