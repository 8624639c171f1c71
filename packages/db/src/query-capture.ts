/**
 * The SQL a piece of code sends through a Kysely instance, captured as Kysely compiles it (raw sql``
 * included): for tests that EXPLAIN what a repository asks, and for the bench that counts the pages
 * a request touches. Only what runs inside during() is kept.
 */
import type { CompiledQuery, Kysely, KyselyPlugin } from 'kysely';
import type { DB } from './schema';

export interface QueryCapture {
  db: Kysely<DB>;
  /** the statements sent while `run` runs (nothing is kept outside it) */
  during(run: () => Promise<unknown>): Promise<CompiledQuery[]>;
}

export function captureQueries(db: Kysely<DB>): QueryCapture {
  let queries: CompiledQuery[] | null = null;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      queries?.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    db: db.withPlugin(plugin),
    async during(run) {
      queries = [];
      try {
        await run();
        return queries;
      } finally {
        queries = null;
      }
    },
  };
}
