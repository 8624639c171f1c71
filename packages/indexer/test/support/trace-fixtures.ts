/** Test helper: runs creation tracer passes until nothing more is due. */
import { CHAINS, createLogger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { createCreationTracer, type CreationTracerOptions, type TracePassStats } from '../../src/families/evm/trace/creation-tracer';

export async function drainTracer(database: Database, rpcUrl: string, extra: Partial<CreationTracerOptions> = {}): Promise<TracePassStats[]> {
  const tracer = createCreationTracer({ database, chain: CHAINS.eth, rpcUrl, logger: createLogger('test', 'silent'), ...extra });
  const passes: TracePassStats[] = [];
  do passes.push(await tracer.runOnce());
  while (passes.at(-1)!.more && passes.length < 50);
  return passes;
}
