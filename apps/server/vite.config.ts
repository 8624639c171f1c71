/**
 * The production build of the server: apps/server/src/cli.ts and the workspace packages it imports
 * bundled into apps/server/dist/cli.js (ES modules for Node 20), with every npm dependency left as an
 * import (installed by npm ci). `npm start` runs it with node; tsx is only for development and tests.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('../../', import.meta.url).pathname,
  logLevel: 'warn',
  build: {
    ssr: 'apps/server/src/cli.ts',
    outDir: 'apps/server/dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { format: 'es', entryFileNames: 'cli.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  ssr: { target: 'node' },
});
