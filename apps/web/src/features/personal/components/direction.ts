/** 转入 / 转出 / 自转 of a transaction relative to a set of saved addresses. */
import type { ApiTransaction as ListTransaction } from '../../../lib/core';

export type Direction = 'in' | 'out' | 'self';

/** EVM addresses compare case-insensitively (the saved ones are stored lower-case). */
export function directionOf(tx: Pick<ListTransaction, 'from' | 'to'>, saved: ReadonlySet<string>, caseInsensitive: boolean): Direction {
  const norm = (a: string | null) => (a === null ? null : caseInsensitive ? a.toLowerCase() : a);
  const from = norm(tx.from);
  const to = norm(tx.to);
  const fromMine = from !== null && saved.has(from);
  const toMine = to !== null && saved.has(to);
  if (fromMine && toMine) return 'self';
  return fromMine ? 'out' : 'in';
}
