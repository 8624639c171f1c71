/** Writes bundles through the indexer's own sink, so the server reads exactly what indexing writes. */
import type { ChainId, EvmBlockBundle } from '@explorer/core';
import type { Database } from '@explorer/db';
import { buildEvmBundle, writeEvmBundles } from '@explorer/indexer';

export async function seedBundles(database: Database, chain: ChainId, bundles: EvmBlockBundle[], nodeHead?: number): Promise<void> {
  await writeEvmBundles(database.db, chain, bundles, { notify: 'none', nodeHead });
}

export async function seedRawBlock(database: Database, chain: ChainId, raw: { rawBlock: unknown; rawReceipts: unknown[] }): Promise<EvmBlockBundle> {
  const bundle = buildEvmBundle(raw.rawBlock, raw.rawReceipts);
  await seedBundles(database, chain, [bundle]);
  return bundle;
}

/** Token metadata as a user (or a later metadata job) would store it. */
export async function seedToken(database: Database, chain: ChainId, address: string, meta: { name: string; symbol: string; decimals: number }): Promise<void> {
  await database.db
    .insertInto('contracts')
    .values({ chain, address, name: meta.name, symbol: meta.symbol, decimals: meta.decimals, is_erc20: true, contract_type: 'ERC20' })
    .onConflict((oc) => oc.columns(['chain', 'address']).doUpdateSet({ name: meta.name, symbol: meta.symbol, decimals: meta.decimals, is_erc20: true }))
    .execute();
}
