/**
 * The test registry: registers the toy family beside the product's families in every layer — the
 * chain registry and its hash and address formats (core), the indexer (registerFamilyModule, and
 * how its block hashes are stored: registerBlockHashCodec) and
 * the server (registerServerFamily); the page's part is web/entry.ts. Call it before the server is
 * imported: its family registry and chain parameters are built when it is evaluated.
 */
import { registerAddressFormat, registerChain, registerHashFormat } from '@explorer/core';
import { registerBlockHashCodec, registerFamilyModule, type BlockHashCodec, type ChainFamilyModule } from '@explorer/indexer';
import { registerServerFamily } from '../../../src/families/registered';
import { TOY_BLOCK_HASH_CODEC, TOY_CHAIN, TOY_HASH_FORMAT, toyAddressCheck } from './chain';
import { toyIndexerModule } from './indexer';
import { toyServerFamily } from './server';

export function registerToyFamily(): void {
  registerChain(TOY_CHAIN);
  registerHashFormat(TOY_CHAIN.family, TOY_HASH_FORMAT);
  registerAddressFormat(TOY_CHAIN.family, toyAddressCheck);
  registerBlockHashCodec(TOY_CHAIN.family, TOY_BLOCK_HASH_CODEC as BlockHashCodec);
  registerFamilyModule(toyIndexerModule as unknown as ChainFamilyModule);
  registerServerFamily(toyServerFamily);
}
