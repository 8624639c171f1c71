#!/usr/bin/env node
// Runs the test suite as a queue of vitest jobs, two at a time (TEST_LANES for another count; vitest's
// own default on a 2-core machine is one file at a time in all), each job one file at a time:
//   browser  the browser tests (each file starts the whole product and a browser, and mostly waits)
//   server   apps/server/test (the API over real HTTP, WebSocket and databases)
//   indexer  packages/indexer
//   node     everything else (the other packages, the web app's units)
//   node24   with TEST_NODE24=subset (CI: .ci/run): the server tests that touch every Node-sensitive
//            dependency once more on Node 24 LTS; TEST_NODE24=all: all of apps/server/test
//            (scripts/test-node24.mjs fetches the pinned binary)
// The longest jobs start first and a freed slot takes the next it may run, so CI's Node 24 run fills
// the time the other slot would sit idle instead of running after everything. Each output line is prefixed
// with its job; the closing line adds up every job's counts. Arguments go to every vitest job (e.g. a
// file filter); exit code 1 when any job fails. The names of the failed tests, each with the first lines of
// its error, are repeated at the very end, so the tail of a CI log says which ones failed and why whichever
// job they ran in.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const vitest = (...rest) => [`${root}node_modules/vitest/vitest.mjs`, 'run', '--passWithNoTests', ...rest, ...args];
// longest first (minutes on a slow 2-core machine, a CI run: browser ~58, server ~48, indexer ~16,
// node ~3, node24 ~3 with the subset): the slot that ran server takes node24 and indexer, the browser's
// slot takes node
const JOBS = [
  { name: 'browser', argv: vitest('--project', 'browser') },
  { name: 'server', argv: vitest('--project', 'node', '--exclude', 'packages/**', '--exclude', 'apps/web/**', '--exclude', 'apps/server/src/**') },
  // not beside the server job: the same files at once would share what a test expects to own alone
  // (the default Redis prefix, ports found free a moment earlier)
  ...(process.env.TEST_NODE24 ? [{ name: 'node24', after: 'server', argv: [`${root}scripts/test-node24.mjs`, ...(process.env.TEST_NODE24 === 'all' ? ['--all'] : []), ...args] }] : []),
  // the node tests in two jobs, so both slots end near the same time: packages/indexer (~70 % of them:
  // real nodes, kill -9 and reorg runs) goes to the slot that ran server, the rest to the browser's
  { name: 'indexer', argv: vitest('--project', 'node', '--exclude', 'apps/**', '--exclude', 'packages/!(indexer)/**') },
  { name: 'node', argv: vitest('--project', 'node', '--exclude', 'apps/server/test/**', '--exclude', 'packages/indexer/**') },
];
const SLOTS = Math.max(1, Number(process.env.TEST_LANES) || 2);
const COUNTS = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;
const FAIL = /^FAIL\s/;
const DETAIL_LINES = 12;
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim();

function run({ name, argv }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let counts = [0, 0, 0];
    // each failed test's name with the first lines vitest prints under it (the error and where it was
    // thrown); vitest names tests that failed the same way one after another above one report
    const failures = new Map();
    let group = [];
    let taken = 0;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const text = plain(line);
        const m = COUNTS.exec(text);
        if (m) counts = m.slice(1).map(Number);
        if (FAIL.test(text)) {
          const fresh = !failures.has(text);
          if (fresh) failures.set(text, []);
          if (taken > 0 || !group.length) [group, taken] = [[], 0];
          if (fresh) group.push(failures.get(text));
        } else if (/^⎯/.test(text)) {
          group = []; // the end of this report
        } else if (group.length && text && taken < DETAIL_LINES) {
          for (const lines of group) lines.push(text.slice(0, 300));
          taken++;
        }
        (stream === child.stdout ? process.stdout : process.stderr).write(`[${name}] ${line}\n`);
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`job ${name} ended (exit ${code ?? 'signal'}) after ${seconds} s`);
      resolve({ name, code: code ?? 1, counts, failures, seconds });
    });
  });
}

const started = Date.now();
const queue = [...JOBS];
const results = [];
const done = new Set();
const waiting = [];
const nextJob = async () => {
  for (;;) {
    if (!queue.length) return undefined;
    const i = queue.findIndex((j) => !j.after || done.has(j.after));
    if (i >= 0) return queue.splice(i, 1)[0];
    await new Promise((r) => waiting.push(r)); // waits for the job it comes after
  }
};
await Promise.all(
  Array.from({ length: Math.min(SLOTS, queue.length) }, async () => {
    for (let job = await nextJob(); job; job = await nextJob()) {
      results.push(await run(job));
      done.add(job.name);
      for (const wake of waiting.splice(0)) wake();
    }
  }),
);
const [passed, failed, skipped] = [0, 1, 2].map((i) => results.reduce((n, r) => n + r.counts[i], 0));
for (const r of results) {
  if (r.code === 0) continue;
  console.log(`job ${r.name} failed (exit ${r.code})`);
  for (const [f, lines] of r.failures) {
    console.log(`  [${r.name}] ${f}`);
    for (const l of lines) console.log(`      ${l}`);
  }
}
console.log(`\n${results.map((r) => `${r.name} ${r.seconds} s`).join(', ')}; all jobs in ${Math.round((Date.now() - started) / 1000)} s on ${SLOTS} slots`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
