/** The three columns that place a transaction in a list (its hash, its block, its time), for any row that names one. */
import { Link } from 'react-router';
import type { Column } from '../components/DataTable';
import type { t as translate } from '../i18n';
import { formatTime } from '../lib/format';
import type { ChainView } from './registry';
import { TxHashLink } from './TxHashLink';

export interface TxPlace {
  hash: string;
  block_height: number;
  timestamp: number;
}

export function txPlaceColumns<T>(chain: ChainView, t: typeof translate, at: (row: T) => TxPlace): Column<T>[] {
  return [
    { key: 'hash', header: t('address.col.hash'), cell: (r) => <TxHashLink chain={chain} hash={at(r).hash} /> },
    {
      key: 'block',
      header: t('address.col.block'),
      cell: (r) => (
        <Link to={`${chain.root}/blocks/${at(r).block_height}`} className="mono">
          {at(r).block_height}
        </Link>
      ),
    },
    { key: 'time', header: t('address.col.time'), className: 'nowrap', cell: (r) => formatTime(at(r).timestamp) },
  ];
}
