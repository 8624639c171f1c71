/** Helpers for the SOL devnet tests: a JSON-RPC call, and signature checks over the wire bytes. */
import { createPublicKey, verify } from 'node:crypto';
import { base58, base64 } from '@scure/base';
import { decodeTransaction } from '../../src/sol/wire';

export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<{ result?: T; error?: { code: number; message: string } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return (await res.json()) as { result?: T; error?: { code: number; message: string } };
}

const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

/** every signature of a base64 wire transaction verifies over its message with the signer's key */
export function signaturesVerify(wireBase64: string): boolean {
  const tx = decodeTransaction(base64.decode(wireBase64));
  return tx.signatures.every((sig, i) => {
    const key = createPublicKey({ key: Buffer.concat([SPKI_ED25519, base58.decode(tx.message.accountKeys[i]!)]), format: 'der', type: 'spki' });
    return verify(null, tx.messageBytes, key, sig);
  });
}

export const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
