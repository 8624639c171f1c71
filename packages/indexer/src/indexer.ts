/** An indexer for any chain of the registry whose family has a module (families/): the sync engine over its adapter and store. */
import { familyModule } from './families';
import { createSyncEngine, type Indexer, type IndexerOptions } from './sync/engine';

export function createIndexer(opts: IndexerOptions): Indexer {
  return createSyncEngine(familyModule(opts.chain.family), opts);
}
