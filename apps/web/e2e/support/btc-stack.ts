/**
 * A Bitcoin stack for the browser tests: the real server (buildServer, as `explorer serve` runs it)
 * on a fresh PGlite database with the built web app, Bitcoin blocks written through the indexer's
 * Bitcoin sink (the API's own fixtures: apps/server/test/support/btc-chain.ts), a signed-up user,
 * and headless chromium. writeNext() writes the next block of the chain with its live events, as the
 * indexer does while following the chain.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { prepareBtcBlock, writeBtcBlocks } from '@explorer/indexer';
import { withAddresses } from '../../../server/test/support/btc-addresses';
import { seedBtcBlocks, syntheticBtcChain, toBtcBundle, type BtcFixtureBlock, type SyntheticBtcOptions } from '../../../server/test/support/btc-chain';
import { signUp, startTestServer, type TestServer, type TestServerOptions } from '../../../server/test/support/server';
import { launchBrowser, openPage, type OpenPageOptions } from './browser';
import { ensureWebBuilt } from './build-web';
import { WEB } from './paths';

export interface BtcStack {
  readonly server: TestServer;
  readonly browser: Browser;
  /** the blocks written so far, oldest first */
  readonly written: BtcFixtureBlock[];
  readonly user: { username: string; password: string };
  open(path: string, opts?: OpenPageOptions): Promise<Page & { errors: string[] }>;
  /** GET on the server, the envelope's data */
  api(path: string): Promise<any>;
  /** writes the next block of the chain (with its block and stats events); returns it */
  writeNext(): Promise<BtcFixtureBlock>;
}

/**
 * `seeded` blocks are written before the tests; the chain holds `spare` more for writeNext().
 * `addresses` swaps the fixture's placeholder addresses (e.g. for real ones a user can save).
 */
export function useBtcStack(opts: {
  seeded: number;
  spare: number;
  chain?: SyntheticBtcOptions;
  addresses?: (placeholder: string) => string;
  /** server settings beside the defaults (e.g. statistics: true for EXPLORER_STATISTICS=1) */
  config?: TestServerOptions['config'];
}): BtcStack {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const synthetic = syntheticBtcChain({ ...opts.chain, count: opts.seeded + opts.spare });
  const chain = opts.addresses ? withAddresses(synthetic, opts.addresses) : synthetic;
  const written: BtcFixtureBlock[] = [];
  const user = { username: `btcweb${Date.now() % 1_000_000}`, password: 'secret-123' };

  beforeAll(async () => {
    await ensureWebBuilt();
    server = await startTestServer('pglite', { webRoot: join(WEB, 'dist'), config: opts.config });
    await seedBtcBlocks(server.t.database, chain.slice(0, opts.seeded), 20);
    written.push(...chain.slice(0, opts.seeded));
    await signUp(server.url, user.username, user.password);
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const stack: BtcStack = {
    get server() {
      if (!server) throw new Error('the server is not started (use it inside a test or hook)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (use it inside a test or hook)');
      return browser;
    },
    written,
    user,
    open: (path, pageOpts) => openPage(stack.browser, stack.server.url, path, pageOpts),
    api: async (path) => ((await (await fetch(stack.server.url + path)).json()) as any).data,
    async writeNext() {
      const next = chain[written.length];
      if (!next) throw new Error('no spare block left in the synthetic chain');
      await writeBtcBlocks(stack.server.t.database.db, 'btc', [prepareBtcBlock('btc', toBtcBundle(next))]);
      written.push(next);
      return next;
    },
  };
  return stack;
}
