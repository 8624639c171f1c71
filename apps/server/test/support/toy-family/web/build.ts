/**
 * Builds the web app into `outDir` with the toy entry (entry.ts) in place of main.tsx: the app's own
 * vite config and index.html, the script tag pointed at the toy entry.
 */
import { join } from 'node:path';
import { build } from 'vite';

const WEB = join(import.meta.dirname, '../../../../../web');

export async function buildToyWeb(outDir: string): Promise<void> {
  const entry = join(import.meta.dirname, 'entry.ts');
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [{ name: 'toy-entry', transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', entry) } }],
  });
}
