/**
 * An address shown as a link to its address page (/{chain}/address-transactions?address=…), shortened
 * or whole, the full address in the title; and AddressPageLink, a small link to it beside an address
 * that copies itself on click (a miner, a creator, an account key).
 */
import { Link } from 'react-router';
import './address-link.css';
import { useChain } from './use-chain';
import { useT } from '../i18n';
import { addressPathIn } from '../lib/address-path';
import { EMPTY, shortHash } from '../lib/format';

export interface AddressLinkProps {
  /** the chain's route root ('/eth'); default: the current route's chain */
  root?: string;
  address: string | null | undefined;
  /** shorten to head…tail */
  short?: [number, number];
  testId?: string;
}

export function AddressLink({ root, address, short, testId }: AddressLinkProps) {
  const current = useChain().root;
  if (!address) return <span className="muted">{EMPTY}</span>;
  return (
    <Link to={addressPathIn(root ?? current, address)} className="mono" title={address} data-testid={testId} data-address-link="">
      {short ? shortHash(address, short[0], short[1]) : address}
    </Link>
  );
}

export function AddressPageLink({ root, address }: { root?: string; address: string | null | undefined }) {
  const t = useT();
  const current = useChain().root;
  if (!address) return null;
  return (
    <Link to={addressPathIn(root ?? current, address)} className="address-page-link" title={t('address.open')} aria-label={t('address.open')} data-address-link="">
      ↗
    </Link>
  );
}
