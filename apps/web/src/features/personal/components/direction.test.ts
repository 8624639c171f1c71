import { describe, expect, it } from 'vitest';
import type { ApiBtcTransaction, ApiSolTransactionSummary, ApiTransaction } from '../../../lib/core';
import { directionOf } from './direction';

// rows name their chain; the direction asks the chain's family who sent and received
const evm = (tx: Pick<ApiTransaction, 'from' | 'to'>) => ({ chain: 'eth', ...tx }) as ApiTransaction;
const btc = (tx: Pick<ApiBtcTransaction, 'vin' | 'btc_utxos'>) => ({ chain: 'btc', ...tx }) as ApiBtcTransaction;
const sol = (tx: Pick<ApiSolTransactionSummary, 'signers'>) => ({ chain: 'sol', ...tx }) as ApiSolTransactionSummary;

const mine = new Set(['0x7a11da7e00000000000000000000000000000001']);
const other = '0x1111111111111111111111111111111111111111';

describe('directionOf', () => {
  it('sent by a saved address is out, received is in, both is self', () => {
    expect(directionOf(evm({ from: '0x7A11DA7E00000000000000000000000000000001', to: other }), mine, true)).toBe('out');
    expect(directionOf(evm({ from: other, to: '0x7a11da7e00000000000000000000000000000001' }), mine, true)).toBe('in');
    expect(directionOf(evm({ from: '0x7a11da7e00000000000000000000000000000001', to: '0x7a11da7e00000000000000000000000000000001' }), mine, true)).toBe('self');
  });

  it('a contract creation by a saved address is out; case matters when told so', () => {
    expect(directionOf(evm({ from: '0x7a11da7e00000000000000000000000000000001', to: null }), mine, true)).toBe('out');
    expect(directionOf(evm({ from: '0x7A11DA7E00000000000000000000000000000001', to: other }), mine, false)).toBe('in');
  });
});

describe('directionOf a Bitcoin transaction', () => {
  const saved = new Set(['bc1qmine']);
  const input = (address: string | null) => ({ vin: 0, txid: 'aa'.repeat(32), vout: 0, coinbase: false, prevout: { value: '1000', scriptPubKey: { address, type: 'p2wpkh' } } });
  const output = (address: string | null) => ({ id: 'x:0', vout_index: 0, address, value_satoshi: '900', script_type: 'p2wpkh', spent_tx_id: null, spent_vin: null, spent_height: null });

  it('spending a saved address is out (self when change comes back), paying one is in', () => {
    expect(directionOf(btc({ vin: [input('bc1qmine')], btc_utxos: [output('bc1qother')] }), saved, false)).toBe('out');
    expect(directionOf(btc({ vin: [input('bc1qmine')], btc_utxos: [output('bc1qother'), output('bc1qmine')] }), saved, false)).toBe('self');
    expect(directionOf(btc({ vin: [input('bc1qother')], btc_utxos: [output('bc1qmine')] }), saved, false)).toBe('in');
  });

  it('a coinbase (no prevout) paying a saved address is in', () => {
    expect(directionOf(btc({ vin: [{ vin: 0, txid: null, vout: null, coinbase: true, prevout: null }], btc_utxos: [output('bc1qmine')] }), saved, false)).toBe('in');
  });
});

describe('directionOf a Solana list row', () => {
  const saved = new Set(['Mine1111111111111111111111111111111111111111']);

  it('signed by a saved address is out; a row names no receivers, so anything else is in', () => {
    expect(directionOf(sol({ signers: ['Mine1111111111111111111111111111111111111111', 'Other111111111111111111111111111111111111111'] }), saved, false)).toBe('out');
    expect(directionOf(sol({ signers: ['Other111111111111111111111111111111111111111'] }), saved, false)).toBe('in');
    expect(directionOf(sol({ signers: ['mine1111111111111111111111111111111111111111'] }), saved, false)).toBe('in');
  });
});
