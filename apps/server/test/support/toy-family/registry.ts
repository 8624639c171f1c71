/**
 * The test registry: registers the toy family beside the product's families in every layer — the
 * chain registry (core registerChain), the indexer (registerFamilyModule) and the server
 * (registerServerFamily). Call it before the server is imported: its family registry and chain
 * parameters are built when it is evaluated.
 */
import { registerChain } from '@explorer/core';
import { registerFamilyModule, type ChainFamilyModule } from '@explorer/indexer';
import { registerServerFamily } from '../../../src/families/registered';
import { TOY_CHAIN } from './chain';
import { toyIndexerModule } from './indexer';
import { toyServerFamily } from './server';

export function registerToyFamily(): void {
  registerChain(TOY_CHAIN);
  registerFamilyModule(toyIndexerModule as unknown as ChainFamilyModule);
  registerServerFamily(toyServerFamily);
}
