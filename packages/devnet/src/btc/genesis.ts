/**
 * Regtest's genesis block, as Bitcoin Core's chainparams build it: the 2009 coinbase ("The Times
 * 03/Jan/2009 …", 50 BTC to Satoshi's key) under a regtest header (time 1296688602, bits 0x207fffff,
 * nonce 2). Its hash is 0f9188f1…6e2206 like every regtest node's.
 */
import { fromHex } from './bytes';
import { assembleBlock, describeTx, type RawBlock } from './raw-block';
import { REGTEST_BITS } from './network';

const GENESIS_COINBASE =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000';

export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

export function regtestGenesis(): RawBlock {
  const coinbase = describeTx(fromHex(GENESIS_COINBASE));
  const block = assembleBlock({ version: 1, prevHash: '0'.repeat(64), merkleRoot: coinbase.txid, time: 1296688602, bits: REGTEST_BITS, nonce: 2 }, [coinbase]);
  if (block.hash !== REGTEST_GENESIS_HASH) throw new Error(`regtest genesis hashes to ${block.hash}`);
  return block;
}
