/**
 * Test helper: a JSON-RPC proxy in front of a real node that answers the calls `fail` picks with an
 * error of its choosing (a node that lacks a method, or fails some calls) or a result of its own
 * (a node that lacks a block), and forwards the rest.
 */
import { createServer } from 'node:http';

export interface ProxiedCall {
  id: number;
  method: string;
  params?: unknown[];
}
export type FailRule = (call: ProxiedCall) => { code: number; message: string } | { result: unknown } | null;

export interface FailingProxy {
  url: string;
  /** calls answered by the rule so far */
  failed(): number;
  close(): Promise<void>;
}

export async function startFailingProxy(upstream: string, fail: FailRule): Promise<FailingProxy> {
  let failed = 0;
  const answer = async (calls: ProxiedCall[]): Promise<unknown[]> => {
    const errors = calls.map(fail);
    const forward = calls.filter((_, i) => !errors[i]);
    const answers = new Map<number, unknown>();
    if (forward.length > 0) {
      const res = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forward) });
      for (const a of (await res.json()) as { id: number }[]) answers.set(a.id, a);
    }
    return calls.map((c, i) => {
      const error = errors[i];
      if (!error) return answers.get(c.id);
      failed++;
      return 'result' in error ? { jsonrpc: '2.0', id: c.id, result: error.result } : { jsonrpc: '2.0', id: c.id, error };
    });
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as ProxiedCall | ProxiedCall[];
      const batch = Array.isArray(parsed);
      answer(batch ? parsed : [parsed])
        .then((out) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(batch ? out : out[0]));
        })
        .catch(() => {
          res.statusCode = 502;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    failed: () => failed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
