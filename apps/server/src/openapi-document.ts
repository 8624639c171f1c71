/**
 * The OpenAPI document of the real app, built on a scratch in-memory PGlite with the default
 * configuration (no environment), so the same routes give the same document everywhere.
 */
import { createLogger, loadConfig } from '@explorer/core';
import { migrate, openDatabase } from '@explorer/db';
import { buildServer } from './server';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const app = await buildServer({ database, config: loadConfig({}), logger: createLogger('openapi', 'silent'), alerts: false, responseCache: { enabled: false } });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
