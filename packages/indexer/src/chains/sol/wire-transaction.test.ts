/**
 * Raw mainnet wire transactions (slot 445553558: legacy, v0, v0 with a lookup table): decoded
 * with kit, the id is base58 of the first signature, and the fee payer's ed25519 signature
 * verifies over the message bytes (and fails over altered bytes).
 */
import { describe, expect, it } from 'vitest';
import { SOL_FILES, readSolJson } from '../../../test/support/sol-mainnet-fixtures';
import { decodeWireTransaction, verifyFeePayerSignature } from './wire-transaction';

interface RawTx {
  signature: string;
  version: 'legacy' | number;
  serialized_len: number;
  address_table_lookups: number;
  transaction_base64: string;
}

const raw = readSolJson<Record<string, RawTx>>(SOL_FILES.rawTxs);
// SOURCES.md spells the legacy fee payer 7Rrqwam5…; the key is 7RrqWam5ri2Y…
const PAYERS: Record<string, string> = { legacy: '7RrqWam5', v0: '83TSSS7q', v0_with_alt: 'FcEAifAr' };

describe('wire transactions', () => {
  it('holds the three recorded kinds', () => {
    expect(Object.keys(raw).sort()).toEqual(Object.keys(PAYERS).sort());
  });

  it.each(Object.keys(PAYERS))('%s: signature, version, length, lookups, fee payer, ed25519 signature', async (name) => {
    const r = raw[name]!;
    const tx = decodeWireTransaction(r.transaction_base64);
    expect(tx.signature).toBe(r.signature);
    expect(tx.version).toBe(r.version);
    expect(tx.length).toBe(r.serialized_len);
    expect(tx.addressTableLookups).toHaveLength(r.address_table_lookups);
    expect(tx.feePayer.startsWith(PAYERS[name]!)).toBe(true);
    expect(tx.staticAccounts[0]).toBe(tx.feePayer);
    expect(await verifyFeePayerSignature(tx)).toBe(true);
    const altered = new Uint8Array(tx.messageBytes);
    altered[altered.length - 1]! ^= 1;
    expect(await verifyFeePayerSignature({ ...tx, messageBytes: altered })).toBe(false);
  });
});
