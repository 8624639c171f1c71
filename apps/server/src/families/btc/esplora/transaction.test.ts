/**
 * Esplora's shape on real mainnet transactions: the four transactions mempool.space's backend keeps as
 * Esplora answers (../shared/chaindata/bitcoin/btc_mainnet_esplora_txs_random.mempool.json — among
 * them b10c…, which spends and pays every script type, bare multisig and P2PK included) are rebuilt
 * here as the index rows and the node's raw transaction, and toEsploraTx must give back every
 * Esplora field as recorded: asm, types, addresses, witnesses, inner scripts, sequence, fee.
 */
import { readFileSync } from 'node:fs';
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { BTC_NETWORKS } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import type { BtcInputRow, BtcTxRow } from '../transactions-repository';
import { scriptAsm, scriptType } from './script';
import { toEsploraTx, type EsploraTx } from './transaction';

const FILE = new URL('../../../../../../../shared/chaindata/bitcoin/btc_mainnet_esplora_txs_random.mempool.json', import.meta.url);
const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as (EsploraTx & Record<string, unknown>)[];
/** Esplora's own fields (mempool.space adds its mempool figures: vsize, sigops, order…) */
const ESPLORA_FIELDS = ['txid', 'version', 'locktime', 'vin', 'vout', 'size', 'weight', 'fee', 'status'] as const;

/** the raw transaction the node would give, serialized from the recorded fields */
function rawOf(t: EsploraTx): string {
  const witnesses = t.vin.map((i) => (i.witness ?? []).map((w) => hex.decode(w)));
  return hex.encode(
    RawTx.encode({
      version: t.version,
      segwitFlag: witnesses.some((w) => w.length > 0),
      inputs: t.vin.map((i) => ({ txid: hex.decode(i.txid), index: i.vout, finalScriptSig: hex.decode(i.scriptsig), sequence: i.sequence })),
      outputs: t.vout.map((o) => ({ amount: BigInt(o.value), script: hex.decode(o.scriptpubkey) })),
      witnesses,
      lockTime: t.locktime,
    }),
  );
}

describe('Esplora transactions from the index and the node’s raw transaction', () => {
  it.each(recorded.map((t) => [t.txid.slice(0, 12), t] as const))('%s… comes out field by field as Esplora recorded it', (_, t) => {
    const row: BtcTxRow = {
      chain: 'btc',
      block_height: 850_000,
      tx_index: 7,
      hash: t.txid,
      timestamp: 1_718_000_000,
      value: String(t.vout.reduce((n, o) => n + o.value, 0)),
      fee: String(t.fee),
      status: 1,
      wtxid: t.txid,
      size: t.size,
      vsize: Math.ceil(t.weight / 4),
      weight: t.weight,
      coinbase: false,
      value_in: String(t.vin.reduce((n, i) => n + i.prevout!.value, 0)),
      block_hash: 'ab'.repeat(32),
    };
    const inputs: BtcInputRow[] = t.vin.map((i, vin) => ({ block_height: 850_000, txid: t.txid, vin, prev_txid: i.txid, prev_vout: i.vout, value: String(i.prevout!.value), address: i.prevout!.scriptpubkey_address ?? null, script_type: null }));
    // the node gives each prevout's script (Core ≥ 25, getrawtransaction verbosity 2)
    const node = { hex: rawOf(t), prevoutScripts: t.vin.map((i) => i.prevout!.scriptpubkey), fee: null };
    const ours = toEsploraTx(row, inputs, node, BTC_NETWORKS.main);
    const expected = Object.fromEntries(ESPLORA_FIELDS.map((f) => [f, t[f]]));
    expect({ ...ours, status: t.status }).toEqual(expected);
    expect(ours.status).toEqual({ confirmed: true, block_height: 850_000, block_hash: 'ab'.repeat(32), block_time: 1_718_000_000 });
  });

  it('names scripts as rust-bitcoin does: pushes by size, small numbers, OP_PUSHDATA, unassigned opcodes', () => {
    expect(scriptAsm(hex.decode('51'))).toBe('OP_PUSHNUM_1');
    expect(scriptAsm(hex.decode('4f'))).toBe('OP_PUSHNUM_NEG1');
    expect(scriptAsm(hex.decode('4c02abcd'))).toBe('OP_PUSHDATA1 abcd');
    expect(scriptAsm(hex.decode('b1b2ba'))).toBe('OP_CLTV OP_CSV OP_CHECKSIGADD');
    expect(scriptAsm(hex.decode('bb'))).toBe('OP_RETURN_187');
    expect(scriptAsm(hex.decode('0302'))).toBe('OP_PUSHBYTES_3 <push past end>');
    // the pay-to-anchor output is 'unknown' in the recorded answers (b10c…'s vout), as electrs then named it
    expect(scriptType(hex.decode('51024e73'))).toBe('unknown');
    expect(scriptType(new Uint8Array())).toBe('empty');
  });
});
