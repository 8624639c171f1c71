/**
 * A transaction hash as a link to its page (/{chain}/transactions/{hash}), shortened, the full hash
 * in the title — or, on a chain without a transaction page, a hash that copies itself; and
 * TxPageLink, a small link to the page beside a hash that copies itself on click (a block's rows,
 * the transaction lists, a contract's creation transaction).
 */
import { Link } from 'react-router';
import { transactionPath, type ChainView } from './registry';
import { useChain } from './use-chain';
import { useT } from '../i18n';
import { shortHash } from '../lib/format';
import { CopyText } from '../components/CopyText';
import './address-link.css';

type TxChain = Pick<ChainView, 'root' | 'screens'>;

export function TxHashLink({ chain, hash, short = [10, 6], testId }: { chain?: TxChain; hash: string; short?: [number, number]; testId?: string }) {
  const current = useChain();
  const path = transactionPath(chain ?? current, hash);
  return path ? (
    <Link to={path} className="mono" title={hash} data-testid={testId} data-tx-link="">
      {shortHash(hash, short[0], short[1])}
    </Link>
  ) : (
    <CopyText text={hash} short={short} testId={testId} />
  );
}

export function TxPageLink({ chain, hash }: { chain?: TxChain; hash: string | null | undefined }) {
  const t = useT();
  const current = useChain();
  const path = hash ? transactionPath(chain ?? current, hash) : null;
  if (!path) return null;
  return (
    <Link to={path} className="address-page-link" title={t('common.openTransaction')} aria-label={t('common.openTransaction')} data-tx-link="">
      ↗
    </Link>
  );
}
