/**
 * The production build of the server: apps/server/src/cli.ts and the workspace packages it imports
 * bundled into apps/server/dist/cli.js, and the indexer's decode worker into dist/decode-worker.js
 * (ES modules for Node 20), with every npm dependency left as an import (installed by npm ci).
 * `npm start` runs it with node; tsx is only for development and tests.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('../../', import.meta.url).pathname,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'apps/server/dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      // the indexer's decode worker is an entry of its own; shared code goes to chunks in the same
      // folder, so every module finds the worker at ./decode-worker.js beside itself
      input: { cli: 'apps/server/src/cli.ts', 'decode-worker': 'packages/indexer/src/decode/decode-worker.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { target: 'node' },
});
