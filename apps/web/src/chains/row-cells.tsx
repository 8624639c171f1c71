/** Cells more than one family's rows show: a link to a transaction's page, a block's reward with 燃烧. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSmallCoin, shortHash } from '../lib/format';

/** the transaction's page (the families with a transaction list column of this kind have one) */
export function TxLink({ root, hash }: { root: string; hash: string }) {
  return (
    <Link to={`${root}/transactions/${hash}`} className="mono" title={hash} data-testid="tx-link">
      {shortHash(hash, 10, 8)}
    </Link>
  );
}

/** the miner's (Solana: the leader's) reward, and the burned fees under it when there are any */
export function Reward({ tip, burned, unit, decimals, burnedText }: { tip: string; burned: string; unit: string; decimals: number; burnedText(amount: string): ReactNode }) {
  return (
    <>
      <div data-testid="block-reward">{formatSmallCoin(tip, unit, decimals)}</div>
      {BigInt(burned || '0') > 0n && (
        <div className="muted small" data-testid="block-burned">
          {burnedText(formatSmallCoin(burned, unit, decimals))}
        </div>
      )}
    </>
  );
}
