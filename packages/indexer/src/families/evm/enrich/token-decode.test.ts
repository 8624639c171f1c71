import { encodeAbiParameters, stringToHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { RpcResponseError, RpcTransportError } from '../../../rpc';
import {
  groupOutcomes,
  isExecutionFailure,
  toOutcome,
  type CallOutcome,
  type ProbeOutcomes,
} from './token-calls';
import { answersTrue, implementsErc165, supportsInterfaceCalls } from './interface-calls';
import { cleanText, readProbe } from './token-decode';

const str = (s: string): CallOutcome => ({
  kind: 'answer',
  data: encodeAbiParameters([{ type: 'string' }], [s]),
});
const uint = (n: bigint): CallOutcome => ({
  kind: 'answer',
  data: encodeAbiParameters([{ type: 'uint256' }], [n]),
});
const raw = (data: Hex): CallOutcome => ({ kind: 'answer', data });
const reverted: CallOutcome = { kind: 'reverted' };
const token = (o: Partial<ProbeOutcomes> = {}): ProbeOutcomes => ({
  name: str('Dev Token'),
  symbol: str('DEV'),
  decimals: uint(18n),
  totalSupply: uint(10n ** 27n),
  ...o,
});

describe('readProbe', () => {
  it('reads a standard token', () => {
    expect(readProbe(token())).toEqual({
      kind: 'erc20',
      token: { name: 'Dev Token', symbol: 'DEV', decimals: 18, totalSupply: 10n ** 27n },
    });
  });

  it('reads bytes32 name and symbol (MKR-style), dropping the NUL padding', () => {
    const probe = readProbe(
      token({ name: raw(stringToHex('Maker', { size: 32 })), symbol: raw(stringToHex('MKR', { size: 32 })) }),
    );
    expect(probe).toMatchObject({ kind: 'erc20', token: { name: 'Maker', symbol: 'MKR' } });
  });

  it('keeps a token whose name and symbol revert or are not decodable, without them', () => {
    const probe = readProbe(token({ name: reverted, symbol: raw('0x1234') }));
    expect(probe).toEqual({
      kind: 'erc20',
      token: { name: null, symbol: null, decimals: 18, totalSupply: 10n ** 27n },
    });
    // a 64-byte answer whose offset points nowhere
    expect(
      readProbe(
        token({
          name: raw(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [2n ** 200n, 3n])),
        }),
      ),
    ).toMatchObject({ token: { name: null } });
  });

  it('strips NULs and control characters and caps the length', () => {
    const probe = readProbe(
      token({ name: str('Evil\u0000Token\n\tv2 ' + 'x'.repeat(500)), symbol: str('\u0000\u0000') }),
    );
    expect(probe.kind).toBe('erc20');
    const { name, symbol } = (probe as Extract<typeof probe, { kind: 'erc20' }>).token;
    expect(name?.startsWith('EvilToken v2 xxx')).toBe(true);
    expect(Array.from(name!)).toHaveLength(128);
    expect(symbol).toBeNull();
    expect(cleanText('🪙'.repeat(70), 64)).toBe('🪙'.repeat(64)); // capped by characters, never inside a surrogate pair
  });

  it('accepts any decimals up to 255 and refuses above', () => {
    expect(readProbe(token({ decimals: uint(24n) }))).toMatchObject({
      kind: 'erc20',
      token: { decimals: 24 },
    });
    expect(readProbe(token({ decimals: uint(255n) }))).toMatchObject({
      kind: 'erc20',
      token: { decimals: 255 },
    });
    expect(readProbe(token({ decimals: uint(256n) }))).toEqual({ kind: 'not_erc20' });
  });

  it('is not a token when decimals or totalSupply revert or answer nothing', () => {
    expect(readProbe(token({ decimals: reverted }))).toEqual({ kind: 'not_erc20' });
    expect(readProbe(token({ totalSupply: reverted }))).toEqual({ kind: 'not_erc20' });
    expect(readProbe(token({ totalSupply: raw('0x') }))).toEqual({ kind: 'not_erc20' });
    expect(readProbe(token({ decimals: raw('0x12') }))).toEqual({ kind: 'not_erc20' });
  });

  it('fails (to be retried) when the node did not answer a call, whatever the others said', () => {
    const error = new RpcResponseError('eth_call', -32000, 'header not found');
    expect(readProbe(token({ name: { kind: 'error', error } }))).toEqual({ kind: 'failed', error });
    expect(readProbe(token({ decimals: reverted, totalSupply: { kind: 'error', error } }))).toEqual({
      kind: 'failed',
      error,
    });
  });
});

describe('readProbe with ERC-165 answers', () => {
  const yes = uint(1n);
  const no = uint(0n);
  const erc165 = { erc165: yes, invalid: no };
  const nft = (erc721: CallOutcome, erc1155: CallOutcome) => ({ erc165, nft: { erc721, erc1155 } });

  it('tells ERC-721 and ERC-1155, keeping name, symbol and total supply where answered', () => {
    const collection = token({ decimals: reverted, totalSupply: uint(12n) });
    expect(readProbe(collection, nft(yes, no))).toEqual({ kind: 'erc721', nft: { name: 'Dev Token', symbol: 'DEV', totalSupply: 12n } });
    expect(readProbe(token({ name: reverted, symbol: raw('0x'), decimals: reverted, totalSupply: reverted }), nft(no, yes))).toEqual({
      kind: 'erc1155',
      nft: { name: null, symbol: null, totalSupply: null },
    });
    // a declared NFT standard wins over answers that look like an ERC-20's; ERC-721 over ERC-1155
    expect(readProbe(token(), nft(yes, yes))).toMatchObject({ kind: 'erc721' });
  });

  it('takes only an ABI true as support: a revert, no data or another word is no', () => {
    for (const answer of [reverted, raw('0x'), uint(2n), raw('0x01')]) {
      expect(readProbe(token({ decimals: reverted }), nft(answer, answer))).toEqual({ kind: 'not_erc20' });
    }
    expect(readProbe(token(), nft(no, no))).toMatchObject({ kind: 'erc20' });
  });

  it('fails the probe when the node failed an interface call', () => {
    const error = new RpcTransportError('eth_call', 'HTTP 502', 502);
    expect(readProbe(token(), { erc165: { erc165: { kind: 'error', error }, invalid: no } })).toEqual({ kind: 'failed', error });
    expect(readProbe(token(), nft(yes, { kind: 'error', error }))).toEqual({ kind: 'failed', error });
  });
});

describe('the ERC-165 rule', () => {
  const t = uint(1n);
  const f = uint(0n);
  it('needs supportsInterface(0x01ffc9a7) true and (0xffffffff) false', () => {
    expect(implementsErc165({ erc165: t, invalid: f })).toBe(true);
    expect(implementsErc165({ erc165: t, invalid: t })).toBe(false); // claims everything
    expect(implementsErc165({ erc165: f, invalid: f })).toBe(false);
    expect(implementsErc165({ erc165: reverted, invalid: reverted })).toBe(false);
    expect(implementsErc165({ erc165: t, invalid: { kind: 'error', error: new Error('x') } })).toBeNull();
  });

  it('asks supportsInterface with the standard ids', () => {
    const calls = supportsInterfaceCalls('0x00000000000000000000000000000000000000aa', ['erc165', 'invalid', 'erc721', 'erc1155']);
    expect(calls.map((c) => (c.params![0] as { data: string }).data)).toEqual(
      ['01ffc9a7', 'ffffffff', '80ac58cd', 'd9b67a26'].map((id) => `0x01ffc9a7${id.padEnd(64, '0')}`),
    );
    expect(answersTrue(uint(1n))).toBe(true);
  });
});

describe('call outcomes', () => {
  const rejected = (reason: unknown): PromiseSettledResult<unknown> => ({ status: 'rejected', reason });

  it('tells execution failures of the contract from errors of the node', () => {
    expect(isExecutionFailure(new RpcResponseError('eth_call', 3, 'execution reverted'))).toBe(true);
    expect(isExecutionFailure(new RpcResponseError('eth_call', -32000, 'execution reverted'))).toBe(true);
    expect(isExecutionFailure(new RpcResponseError('eth_call', -32603, 'EVM error InvalidFEOpcode'))).toBe(
      true,
    );
    expect(isExecutionFailure(new RpcResponseError('eth_call', -32000, 'invalid opcode: INVALID'))).toBe(
      true,
    );
    expect(isExecutionFailure(new RpcResponseError('eth_call', -32000, 'out of gas'))).toBe(true);
    expect(
      isExecutionFailure(new RpcResponseError('eth_call', -32000, 'missing trie node 1234 (path )')),
    ).toBe(false);
    expect(isExecutionFailure(new RpcResponseError('eth_call', -32005, 'rate limited'))).toBe(false);
    expect(isExecutionFailure(new RpcTransportError('eth_call', 'fetch failed'))).toBe(false);
  });

  it('groups four settled calls per contract and rejects answers that are not hex data', () => {
    const ok = (v: unknown): PromiseSettledResult<unknown> => ({ status: 'fulfilled', value: v });
    const grouped = groupOutcomes(
      [
        ok('0x'),
        rejected(new RpcResponseError('eth_call', 3, 'execution reverted')),
        ok(null),
        ok('0xzz'),
        ok('0x00'),
        ok('0x01'),
        ok('0x02'),
        ok('0x03'),
      ],
      2,
    );
    expect(grouped[0]).toMatchObject({
      name: { kind: 'answer', data: '0x' },
      symbol: { kind: 'reverted' },
      decimals: { kind: 'error' },
      totalSupply: { kind: 'error' },
    });
    expect(grouped[1]!.totalSupply).toEqual({ kind: 'answer', data: '0x03' });
    expect(toOutcome(rejected(new RpcTransportError('eth_call', 'HTTP 502', 502)))).toMatchObject({
      kind: 'error',
    });
  });
});
