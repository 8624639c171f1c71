import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  // the manifest lets bench:web measure what the home route loads
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } } },
});
