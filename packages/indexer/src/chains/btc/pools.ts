/**
 * Mining pools by the tag they write into the coinbase script. Only tags that name a pool without
 * doubt are listed; an unknown tag leaves the miner empty rather than guessed.
 */
const POOL_TAGS: readonly (readonly [tag: string, pool: string])[] = [
  ['Foundry USA', 'Foundry USA'],
  ['AntPool', 'AntPool'],
  ['F2Pool', 'F2Pool'],
  ['七彩神仙鱼', 'F2Pool'],
  ['ViaBTC', 'ViaBTC'],
  ['/Binance/', 'Binance Pool'],
  ['MARA Pool', 'MARA Pool'],
  ['MARA Made in USA', 'MARA Pool'],
  ['SpiderPool', 'SpiderPool'],
  ['Luxor', 'Luxor'],
  ['BTC.COM', 'BTC.com'],
  ['/slush/', 'Braiins Pool'],
  ['Braiins', 'Braiins Pool'],
  ['poolin', 'Poolin'],
  ['SBICrypto', 'SBI Crypto'],
  ['OCEAN.XYZ', 'OCEAN'],
  ['SecPool', 'SecPool'],
  ['ultimus', 'ULTIMUSPOOL'],
  ['BTC.TOP', 'BTC.TOP'],
  ['BitFury', 'BitFury'],
  ['/BTCC/', 'BTCC Pool'],
  ['Eligius', 'Eligius'],
  ['ghash.io', 'GHash.IO'],
  ['/devnet pool/', 'devnet pool'],
];

const LOWER = POOL_TAGS.map(([tag, pool]) => [tag.toLowerCase(), pool] as const);

/** The pool named in a coinbase script (hex), or null. */
export function poolFromCoinbase(coinbaseHex: string): string | null {
  const text = Buffer.from(coinbaseHex, 'hex').toString('utf8').toLowerCase();
  for (const [tag, pool] of LOWER) if (text.includes(tag)) return pool;
  return null;
}
