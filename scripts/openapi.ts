/**
 * npm run openapi — writes the API's OpenAPI 3.1 document to openapi.json at the repository root
 * (or to the path given as the first argument), from the real app on a scratch database. The same
 * routes always give the same file (2-space JSON, trailing newline).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '../apps/server/src/openapi-document';

const out = resolve(process.argv[2] ?? new URL('../openapi.json', import.meta.url).pathname);
const doc = await buildOpenApiDocument();
writeFileSync(out, JSON.stringify(doc, null, 2) + '\n');
const operations = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(`openapi: ${operations} operations → ${out}`);
