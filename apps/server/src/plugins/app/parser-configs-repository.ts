/**
 * Parser configs (spec part 2 §3, §4 save flow): a contract's, highest priority first; create and
 * update one at a time (the page's batch save runs one call per config), each with an audit row.
 * The config arrives checked by @explorer/core's ParserConfigSchema. A save takes the chain's parser
 * lock and queues a re-parse of the contract's stored transactions (the indexer's re-parse loop).
 */
import type { ParserConfig } from '@explorer/core';
import { lockParserConfigs, PARSER_CONFIG_FIELDS, parserConfigColumns, queueReparse, type DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import { fieldChanges, writeAudit, type Auditor } from './contract-audit';

export type ParserConfigRow = Selectable<DB['parser_configs']>;


/** the row as the API answers it: ids and times as the wire has them, chain_name beside chain */
export function toParserConfigWire(r: ParserConfigRow) {
  return { ...r, id: Number(r.id), chain_name: r.chain, c_time: new Date(r.c_time).toISOString(), m_time: new Date(r.m_time).toISOString() };
}

export function createParserConfigsRepository(db: Kysely<DB>) {
  async function audit(trx: Kysely<DB>, by: Auditor, row: ParserConfigRow, action: 'create' | 'update', before: ParserConfigRow | null) {
    // every field that differs, a new row's unless null
    const changes = fieldChanges(PARSER_CONFIG_FIELDS, before, row, (v) => v === null);
    await writeAudit(trx, by, { chain: row.chain, address: row.contract_address, entity: 'parser_config', entityId: row.id, action, changes });
  }

  return {
    async ofContract(chain: string, address: string) {
      const rows = await db.selectFrom('parser_configs').selectAll().where('chain', '=', chain).where('contract_address', '=', address).orderBy('priority', 'desc').orderBy('id').execute();
      return rows.map(toParserConfigWire);
    },

    async byId(id: number): Promise<ParserConfigRow | undefined> {
      return db.selectFrom('parser_configs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(chain: string, c: ParserConfig, by: Auditor): Promise<ParserConfigRow> {
      return db.transaction().execute(async (trx) => {
        await lockParserConfigs(trx, chain);
        const row = await trx.insertInto('parser_configs').values({ chain, contract_address: c.contract_address, ...parserConfigColumns(c) }).returningAll().executeTakeFirstOrThrow();
        await audit(trx, by, row, 'create', null);
        await queueReparse(trx, chain, row.contract_address);
        return row;
      });
    },

    /** undefined when the id is unknown; the contract address of a config does not change */
    async update(id: number, c: ParserConfig, by: Auditor): Promise<ParserConfigRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('parser_configs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) return undefined;
        await lockParserConfigs(trx, before.chain);
        const row = await trx.updateTable('parser_configs').set({ ...parserConfigColumns(c), source: 'user', m_time: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await audit(trx, by, row, 'update', before);
        await queueReparse(trx, row.chain, row.contract_address);
        return row;
      });
    },
  };
}

export type ParserConfigsRepository = ReturnType<typeof createParserConfigsRepository>;
