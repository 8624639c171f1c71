/**
 * A small seedable random source for the activity generator (mulberry32). Big amounts are built
 * from integers only: a random leading part times a random power of ten.
 */
export interface Random {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** picks a key with probability proportional to its weight; keys weighing 0 are never picked */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  /** leading digits (1..999) × 10^k with k in [minExp, maxExp]: spans many orders of magnitude */
  magnitude(minExp: number, maxExp: number): bigint;
  hex(bytes: number): `0x${string}`;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed = Math.floor(Math.random() * 2 ** 32)): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (bytes: number): `0x${string}` => {
    let out = '0x';
    for (let i = 0; i < bytes; i++) out += int(0, 255).toString(16).padStart(2, '0');
    return out as `0x${string}`;
  };
  return {
    next,
    int,
    hex,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (!items.length) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      const entries = (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from no weights');
      return last[0];
    },
    magnitude: (minExp, maxExp) => BigInt(int(1, 999)) * 10n ** BigInt(int(minExp, maxExp)),
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
