/**
 * 转入 / 转出 / 自转 of a transaction relative to a set of saved addresses. A transaction's senders
 * and receivers are its family's (chains/<family>/rows.tsx, found by the row's chain): EVM — from
 * and to; Bitcoin — the addresses of the outputs its inputs spend, and of its own outputs; Solana —
 * the signers a list row names. Sent by a saved address is out, received only is in, both is self.
 */
import type { AnyTransaction } from '../../../chains/family-rows';
import { ROWS_OF, type RowsOf } from '../../../chains/row-families';

export type Direction = 'in' | 'out' | 'self';

/** EVM addresses compare case-insensitively (the saved ones are stored lower-case). */
export function directionOf(tx: AnyTransaction, saved: ReadonlySet<string>, caseInsensitive: boolean, rowsOf: RowsOf = ROWS_OF): Direction {
  const isMine = (a: string | null) => a !== null && saved.has(caseInsensitive ? a.toLowerCase() : a);
  // the family lookup is what makes the row its family's transaction
  const { senders, receivers } = rowsOf(tx.chain)?.parties(tx as never) ?? { senders: [], receivers: [] };
  const fromMine = senders.some(isMine);
  const toMine = receivers.some(isMine);
  if (fromMine && toMine) return 'self';
  return fromMine ? 'out' : 'in';
}
