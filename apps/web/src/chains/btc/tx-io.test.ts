import { describe, expect, it } from 'vitest';
import { btcStatus, feeRateText, inputsInOrder, inputView, outputsInOrder, outputState, sumSatoshi } from './tx-io';

const prev = 'ab'.repeat(32);
const spender = 'cd'.repeat(32);

describe('a Bitcoin transaction’s inputs and outputs', () => {
  it('an input is the coinbase or the output it spends', () => {
    expect(inputView({ vin: 0, txid: null, vout: null, coinbase: true, prevout: null })).toEqual({ kind: 'coinbase', key: '0' });
    expect(inputView({ vin: 1, txid: prev, vout: 3, coinbase: false, prevout: { value: '12000', scriptPubKey: { address: 'bc1qx', type: 'p2wpkh' } } })).toEqual({
      kind: 'spend',
      key: '1',
      txid: prev,
      vout: 3,
      value: '12000',
      address: 'bc1qx',
      scriptType: 'p2wpkh',
    });
    // the node gave no prevout: the outpoint is still shown, value and address unknown
    expect(inputView({ vin: 2, txid: prev, vout: 0, coinbase: false, prevout: null })).toMatchObject({ kind: 'spend', value: null, address: null, scriptType: null });
  });

  it('an output is spent when it has a spending transaction, otherwise unspent', () => {
    expect(outputState({ spent_tx_id: spender, spent_vin: 0, spent_height: 7 })).toEqual({ spent: true, txid: spender, vin: 0, height: 7 });
    expect(outputState({ spent_tx_id: null, spent_vin: null, spent_height: null })).toEqual({ spent: false });
  });

  it('inputs and outputs in index order', () => {
    const utxo = (vout_index: number) => ({ id: `x:${vout_index}`, vout_index, address: null, value_satoshi: '1', script_type: 'op_return', spent_tx_id: null, spent_vin: null, spent_height: null });
    expect(outputsInOrder({ btc_utxos: [utxo(2), utxo(0), utxo(1)] }).map((o) => o.vout_index)).toEqual([0, 1, 2]);
    const input = (vin: number) => ({ vin, txid: prev, vout: vin, coinbase: false, prevout: null });
    expect(inputsInOrder({ vin: [input(1), input(0)] }).map((i) => i.vin)).toEqual([0, 1]);
  });

  it('sums satoshi with bigint; unknown when one is', () => {
    expect(sumSatoshi(['2100000000000000', '2100000000000000', '1'])).toBe('4200000000000001');
    expect(sumSatoshi(['1', null])).toBeNull();
    expect(sumSatoshi([])).toBe('0');
  });

  it('status 0 pending, 1 confirmed, 2 failed, else unknown', () => {
    expect(btcStatus(0)).toEqual({ tone: 'warning', label: 'btc.status.pending' });
    expect(btcStatus(1)).toEqual({ tone: 'success', label: 'btc.status.confirmed' });
    expect(btcStatus(2)).toEqual({ tone: 'danger', label: 'btc.status.failed' });
    expect(btcStatus(9)).toEqual({ tone: 'neutral', label: 'btc.status.unknown' });
  });

  it('fee rate in sat/vB, trailing zeros trimmed', () => {
    expect(feeRateText('12.50')).toBe('12.5 sat/vB');
    expect(feeRateText('3.00')).toBe('3 sat/vB');
    expect(feeRateText('0.25')).toBe('0.25 sat/vB');
    expect(feeRateText(null)).toBeNull();
  });
});
