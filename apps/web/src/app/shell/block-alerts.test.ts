import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../../lib/storage';
import { alertAmountText, alertPath, lastSeenAlert, rememberSeenAlert } from './block-alerts';

describe('block alert toasts', () => {
  afterEach(() => setAppStorage(memoryStorage()));

  it('writes the amount in the chain’s unit or the token’s, with bigint math', () => {
    expect(alertAmountText({ chain: 'eth', amount: '1500000000000000000', token: null })).toBe('1.5 ETH');
    expect(alertAmountText({ chain: 'btc', amount: '25000000', token: null })).toBe('0.25 BTC');
    expect(alertAmountText({ chain: 'eth', amount: (2n ** 70n).toString(), token: null })).toBe('1,180.591620717411303424 ETH');
    expect(alertAmountText({ chain: 'eth', amount: '2500000', token: { address: '0x' + '70'.repeat(20), symbol: 'QHB', decimals: 6 } })).toBe('2.5 QHB');
  });

  it('leads to the transaction page where the chain has one, else to the block', () => {
    expect(alertPath({ chain: 'btc', txid: 'ab'.repeat(32), block_height: 7 })).toBe(`/btc/transactions/${'ab'.repeat(32)}`);
    expect(alertPath({ chain: 'eth', txid: '0x' + '5'.repeat(64), block_height: 12 })).toBe(`/eth/transactions/0x${'5'.repeat(64)}`);
    expect(alertPath({ chain: 'nope', txid: 'x', block_height: 1 })).toBeNull();
  });

  it('remembers the last alert seen per user', () => {
    setAppStorage(memoryStorage());
    expect(lastSeenAlert(3)).toBeNull();
    rememberSeenAlert(3, 41);
    expect(lastSeenAlert(3)).toBe(41);
    expect(lastSeenAlert(4)).toBeNull();
  });
});
