#!/usr/bin/env node
// Runs the test suite as two vitest processes side by side, one file at a time each (vitest's own
// default on a 2-core machine is one file at a time in all): the browser tests (each file starts the
// whole product and a browser, and mostly waits on them) and everything else. Each output line is
// prefixed with its lane; the closing line adds up both lanes' counts. Arguments go to both lanes
// (e.g. a file filter); exit code 1 when either lane fails. The names of the failed tests are repeated
// at the very end, so the tail of a CI log says which ones failed whichever lane they ran in.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const LANES = ['node', 'browser'];
const COUNTS = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;
const FAIL = /^FAIL\s/;
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim();

function runLane(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', name, '--passWithNoTests', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let counts = [0, 0, 0];
    const failures = new Set();
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const text = plain(line);
        const m = COUNTS.exec(text);
        if (m) counts = m.slice(1).map(Number);
        if (FAIL.test(text)) failures.add(text);
        (stream === child.stdout ? process.stdout : process.stderr).write(`[${name}] ${line}\n`);
      });
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, counts, failures }));
  });
}

const started = Date.now();
const results = await Promise.all(LANES.map(runLane));
const [passed, failed, skipped] = [0, 1, 2].map((i) => results.reduce((n, r) => n + r.counts[i], 0));
for (const r of results) {
  if (r.code === 0) continue;
  console.log(`lane ${r.name} failed (exit ${r.code})`);
  for (const f of r.failures) console.log(`  [${r.name}] ${f}`);
}
console.log(`\nboth lanes in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
