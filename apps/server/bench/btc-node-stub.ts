/**
 * A stand-in Bitcoin node for the scale bench's Esplora routes: the seeded chain (seed-scale) has no
 * node behind it, and Esplora's transaction bodies take the scripts and witnesses from one. It
 * answers `getrawtransaction <txid> 2 <blockhash>` (single or batched) with one fixed segwit
 * transaction — what the server shapes is then the index's rows plus a real raw transaction; the
 * server caches raw transactions, so at steady state the bench times the index reads and the shaping.
 */
import { createServer, type Server } from 'node:http';
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';

const RAW = hex.encode(
  RawTx.encode({
    version: 2,
    segwitFlag: true,
    inputs: [{ txid: new Uint8Array(32).fill(7), index: 0, finalScriptSig: new Uint8Array(), sequence: 0xfffffffd }],
    outputs: [{ amount: 50_000n, script: hex.decode('0014751e76e8199196d454941c45d1b3a323f1433bd6') }],
    witnesses: [[new Uint8Array(72).fill(1), new Uint8Array(33).fill(2)]],
    lockTime: 0,
  }),
);

export async function startBtcNodeStub(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const answer = (call: { id?: unknown }) => ({ jsonrpc: '2.0', id: call.id ?? null, result: { hex: RAW, vin: [{ prevout: { scriptPubKey: { hex: '0014751e76e8199196d454941c45d1b3a323f1433bd6' } } }] }, error: null });
      const parsed = JSON.parse(body) as { id?: unknown } | { id?: unknown }[];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
