/**
 * npm run fuzz [-- --count N --seed S --engine pglite|postgres]: ≥ 20,000 generated requests over
 * every route against the real server on a real database. Prints requests sent, answers by class,
 * the 5xx count, the 4xx-without-envelope count, the slowest request and how many took over 100 ms
 * (all three counts must be 0; the exit code says so).
 */
import { parseArgs } from 'node:util';
import { fuzz, generate, SLOW_MS, startFuzzTarget, type Timed } from '../test/support/fuzz';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '20000' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) }, engine: { type: 'string', default: 'pglite' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--count N] [--seed S] [--engine pglite|postgres]');
  process.exit(2);
}

const { s, routes, creds } = await startFuzzTarget(engine);
const started = performance.now();
console.log(`fuzz: ${count} requests over ${routes.length} routes, seed ${seed}, ${engine}`);
const verdict = await fuzz(s.app, generate(routes, creds, count, seed), (done) => process.stdout.write(`\r  ${done} sent`));
await s.close();
const seconds = (performance.now() - started) / 1000;
process.stdout.write('\r');
console.log(`requests sent:           ${verdict.sent} in ${seconds.toFixed(1)} s (${Math.round(verdict.sent / seconds)}/s)`);
console.log(`answers by class:        ${Object.entries(verdict.byClass).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`5xx:                     ${verdict.serverErrors.length}`);
console.log(`4xx without envelope:    ${verdict.withoutEnvelope.length}`);
const timed = (t: Timed) => `${t.ms.toFixed(1)} ms: ${t.status} ${t.method} ${t.url.slice(0, 80)}${t.bodyLength ? `, body of ${t.bodyLength} characters ${JSON.stringify(t.body)}` : ''}`;
console.log(`slowest request:         ${verdict.slowest ? timed(verdict.slowest) : '-'}`);
console.log(`requests over ${SLOW_MS} ms:     ${verdict.slow.length}`);
for (const t of verdict.slow.slice(0, 10)) console.log(`  ${timed(t)}`);
for (const f of [...verdict.serverErrors, ...verdict.withoutEnvelope].slice(0, 10)) console.log(JSON.stringify(f));
process.exit(verdict.serverErrors.length + verdict.withoutEnvelope.length + verdict.slow.length === 0 ? 0 : 1);
