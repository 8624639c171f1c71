/**
 * Coin configurations (spec part 2 §2.6 "maintain coin info", §3): one per chain and contract
 * address, saved whole (create or update) with an audit row of what changed, in one transaction.
 */
import type { SaveCoinConfig } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import { fieldChanges, writeAudit, type Auditor } from './contract-audit';
import { escapeLike } from './like-pattern';

export type CoinConfigRow = Selectable<DB['coin_configs']>;

const FIELDS = ['name', 'symbol', 'coin_type', 'precision', 'decimals', 'status', 'logo_url', 'is_verified', 'market_cap_rank', 'is_stablecoin', 'website_url', 'explorer_url', 'description'] as const;

export function createCoinConfigsRepository(db: Kysely<DB>) {
  return {
    async list(q: { chain: string; search?: string; page: number; pageSize: number }): Promise<{ rows: CoinConfigRow[]; total: number }> {
      let base = db.selectFrom('coin_configs').where('chain', '=', q.chain);
      if (q.search) {
        const like = `%${escapeLike(q.search.trim())}%`;
        base = base.where((eb) => eb.or([eb('contract_addr', '=', q.search!.trim().toLowerCase()), eb('name', 'ilike', like), eb('symbol', 'ilike', like)]));
      }
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('m_time', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async byAddress(chain: string, address: string): Promise<CoinConfigRow | undefined> {
      return db.selectFrom('coin_configs').selectAll().where('chain', '=', chain).where('contract_addr', '=', address).executeTakeFirst();
    },

    async save(input: SaveCoinConfig, by: Auditor): Promise<{ row: CoinConfigRow; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('coin_configs').selectAll().where('chain', '=', input.chain_name).where('contract_addr', '=', input.contract_addr).forUpdate().executeTakeFirst();
        const values = Object.fromEntries(FIELDS.map((k) => [k, input[k]])) as Pick<SaveCoinConfig, (typeof FIELDS)[number]>;
        const row = before
          ? await trx.updateTable('coin_configs').set({ ...values, m_time: new Date() }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
          : await trx.insertInto('coin_configs').values({ chain: input.chain_name, contract_addr: input.contract_addr, ...values }).returningAll().executeTakeFirstOrThrow();
        // a new row's fields are recorded unless null
        const changes = fieldChanges(FIELDS, before ?? null, values, (v) => v === null);
        await writeAudit(trx, by, { chain: input.chain_name, address: input.contract_addr, entity: 'coin_config', entityId: row.id, action: before ? 'update' : 'create', changes });
        return { row, created: !before };
      });
    },

    /** Re-parse jobs queued or running, with the share of their blocks done (0 until a job has its range). */
    async openParseJobs(chain?: string): Promise<{ id: number; chain: string; contract: string; status: string; done_height: number | null; to_height: number | null; results: number; progress: number }[]> {
      let q = db.selectFrom('parse_jobs').select(['id', 'chain', 'contract', 'status', 'done_height', 'to_height', 'results']).where('status', 'in', ['queued', 'running']);
      if (chain) q = q.where('chain', '=', chain);
      const rows = await q.orderBy('id').execute();
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        results: Number(r.results),
        progress: r.to_height === null || r.to_height < 0 ? 0 : Math.min(1, ((r.done_height ?? -1) + 1) / (r.to_height + 1)),
      }));
    },

    /** A chain's console figures: coin and parser configs kept, and ERC-20 contracts without a coin config. */
    async maintenance(chain: string): Promise<{ coinConfigs: number; parserConfigs: number; activeParserConfigs: number; erc20WithoutCoinConfig: number }> {
      const [coins, parsers, missing] = await Promise.all([
        db.selectFrom('coin_configs').select((eb) => eb.fn.countAll<string>().as('n')).where('chain', '=', chain).executeTakeFirstOrThrow(),
        db
          .selectFrom('parser_configs')
          .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>(eb.case().when('is_active', '=', true).then(1).else(0).end()).as('active')])
          .where('chain', '=', chain)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('contracts as c')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('c.chain', '=', chain)
          .where('c.is_erc20', '=', true)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('coin_configs as k').select('k.id').whereRef('k.chain', '=', 'c.chain').whereRef('k.contract_addr', '=', 'c.address'))))
          .executeTakeFirstOrThrow(),
      ]);
      return { coinConfigs: Number(coins.n), parserConfigs: Number(parsers.n), activeParserConfigs: Number(parsers.active ?? 0), erc20WithoutCoinConfig: Number(missing.n) };
    },
  };
}

export type CoinConfigsRepository = ReturnType<typeof createCoinConfigsRepository>;
