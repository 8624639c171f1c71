/**
 * 转入 / 转出 / 自转 of a transaction relative to a set of saved addresses. A transaction's senders
 * and receivers: EVM — from and to; Bitcoin — the addresses of the outputs its inputs spend, and of
 * its own outputs; Solana — the signers a list row names. Sent by a saved address is out, received only is in, both is self.
 */
import type { ApiBtcTransaction, ApiSolTransactionSummary, ApiTransaction } from '../../../lib/core';

export type Direction = 'in' | 'out' | 'self';

type Parties = Pick<ApiTransaction, 'from' | 'to'> | Pick<ApiBtcTransaction, 'vin' | 'btc_utxos'> | Pick<ApiSolTransactionSummary, 'signers'>;

export function partiesOf(tx: Parties): { senders: (string | null)[]; receivers: (string | null)[] } {
  // a Solana list row names its (first two) signers only: they sent it
  if ('signers' in tx) return { senders: tx.signers, receivers: [] };
  if ('vin' in tx) return { senders: tx.vin.map((i) => i.prevout?.scriptPubKey.address ?? null), receivers: tx.btc_utxos.map((o) => o.address) };
  return { senders: [tx.from], receivers: [tx.to] };
}

/** EVM addresses compare case-insensitively (the saved ones are stored lower-case). */
export function directionOf(tx: Parties, saved: ReadonlySet<string>, caseInsensitive: boolean): Direction {
  const isMine = (a: string | null) => a !== null && saved.has(caseInsensitive ? a.toLowerCase() : a);
  const { senders, receivers } = partiesOf(tx);
  const fromMine = senders.some(isMine);
  const toMine = receivers.some(isMine);
  if (fromMine && toMine) return 'self';
  return fromMine ? 'out' : 'in';
}
