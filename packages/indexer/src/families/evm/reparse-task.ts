/**
 * The re-parse loop beside an EVM chain's indexer: when a contract's parser configs change (a save
 * queues a parse_jobs row in its transaction), its stored transactions are parsed again, oldest
 * first, a window of blocks per DB transaction: the contract's rows in the window are replaced by
 * what its current configs read. Progress (done_height of to_height, results) is on the job row for
 * the console and /metrics. The window runs under the chain's parser lock (store/evm/parsed.ts), so
 * it never interleaves with a batch's parsing. Errors are logged and the job retried on the next pass.
 */
import { chainKey, type ChainId, type ChainInfo, type Logger } from '@explorer/core';
import { bytea, lockParserConfigs, type Database, type DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { sleep } from '../../rpc';
import { loadActiveConfigs, parseRows, PARSED_RESULTS, readParseInputs } from '../../store/evm/parsed';
import { insertUnnest } from '../../store/unnest-insert';

export interface ReparseTaskOptions {
  database: Database;
  chain: ChainInfo;
  logger: Logger;
  /** stored blocks per window (default 200) */
  windowBlocks?: number;
  /** pause when no job is open (default 1000 ms) */
  intervalMs?: number;
}

/** One window of one job; returns false when the job is finished. */
async function step(db: Kysely<DB>, chain: ChainId, windowBlocks: number, logger: Logger): Promise<boolean> {
  const key = chainKey(chain);
  return db.transaction().execute(async (trx) => {
    await lockParserConfigs(trx, chain);
    const job = await trx.selectFrom('parse_jobs').selectAll().where('chain', '=', chain).where('status', 'in', ['queued', 'running']).orderBy('id').limit(1).executeTakeFirst();
    if (!job) return false;
    let toHeight = job.to_height;
    if (toHeight === null) {
      const top = await trx.selectFrom('sync_checkpoints').select('height').where('chain', '=', chain).executeTakeFirst();
      toHeight = top?.height ?? -1;
    }
    // windows of stored blocks (heights may be sparse: an indexer started at a recent height, Solana-like gaps)
    const after = job.done_height === null ? -1 : job.done_height;
    const first = await trx.selectFrom('blocks').select('height').where('chain', '=', key).where('height', '>', after).where('height', '<=', toHeight).orderBy('height').limit(1).executeTakeFirst();
    const from = first?.height ?? toHeight + 1;
    const last = await trx.selectFrom('blocks').select('height').where('chain', '=', key).where('height', '>=', from).orderBy('height').offset(windowBlocks - 1).limit(1).executeTakeFirst();
    const to = Math.min(last?.height ?? toHeight, toHeight);
    let written = 0;
    if (from <= to) {
      await trx.deleteFrom('parsed_results').where('chain', '=', key).where('contract', '=', bytea(job.contract)).where('block_height', '>=', from).where('block_height', '<=', to).execute();
      const cc = await loadActiveConfigs(trx, chain, [job.contract]);
      if (cc.configs.size > 0) {
        const { txs, logs } = await readParseInputs(trx, chain, from, to, [job.contract]);
        const rows = parseRows(chain, txs, logs, cc, job.contract);
        await insertUnnest(trx, PARSED_RESULTS, rows);
        written = rows.length;
      }
    }
    const finished = to >= toHeight;
    await trx
      .updateTable('parse_jobs')
      .set({ status: finished ? 'done' : 'running', to_height: toHeight, done_height: finished ? toHeight : to, results: Number(job.results) + written, updated_at: new Date() })
      .where('id', '=', job.id)
      .execute();
    if (finished) logger.info({ chain, contract: job.contract, results: Number(job.results) + written, toHeight }, 're-parse finished');
    return true;
  });
}

export function createReparseTask(o: ReparseTaskOptions) {
  const windowBlocks = o.windowBlocks ?? 200;
  return {
    /** Works through open jobs until none is left; resolves false when there was nothing to do. */
    async runOnce(): Promise<boolean> {
      let any = false;
      while (await step(o.database.db, o.chain.id, windowBlocks, o.logger)) any = true;
      return any;
    },
    async run(signal?: AbortSignal): Promise<void> {
      let backoff = 1000;
      while (!signal?.aborted) {
        try {
          await this.runOnce();
          backoff = 1000;
          await sleep(o.intervalMs ?? 1000, signal);
        } catch (err) {
          if (signal?.aborted) return;
          o.logger.error({ err }, 're-parse pass failed; retrying');
          await sleep(backoff, signal).catch(() => {});
          backoff = Math.min(backoff * 2, 60_000);
        }
      }
    },
  };
}
