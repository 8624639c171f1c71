/** The token page's three keyset lists: holders with their share, transfers newest first, NFT items with their owners. */
import { AddressLink } from '../../../chains/AddressLink';
import type { ChainView } from '../../../chains/registry';
import { txPlaceColumns } from '../../../chains/tx-place-columns';
import { DataTable, type Column } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import type { TokenHolder, TokenItem, TokenSummary, TokenTransferWire } from '../../../lib/core';
import { formatInteger, formatTokenAmount } from '../../../lib/format';

const decimalsOf = (token: TokenSummary) => (token.standard === 'erc20' ? token.decimals : 0);

export function HoldersTable({ chain, token, rows, offset }: { chain: ChainView; token: TokenSummary; rows: readonly TokenHolder[]; offset: number }) {
  const t = useT();
  const columns: Column<TokenHolder & { rank: number }>[] = [
    { key: 'rank', header: t('tokens.col.rank'), className: 'num', cell: (r) => r.rank },
    { key: 'holder', header: t('tokens.col.holder'), cell: (r) => <AddressLink root={chain.root} address={r.holder} testId="token-holder-address" /> },
    { key: 'balance', header: t('tokens.col.balance'), className: 'num nowrap', cell: (r) => <span data-testid="token-holder-balance">{formatTokenAmount(r.balance, decimalsOf(token))}</span> },
    { key: 'share', header: t('tokens.col.share'), className: 'num nowrap', cell: (r) => (r.share === null ? '-' : `${r.share}%`) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows.map((r, i) => ({ ...r, rank: offset + i + 1 }))}
      rowKey={(r) => r.holder}
      rowProps={() => ({ 'data-testid': 'token-holder-row' })}
      empty={t('tokens.holders.empty')}
    />
  );
}

export function TransfersTable({ chain, token, rows }: { chain: ChainView; token: TokenSummary; rows: readonly TokenTransferWire[] }) {
  const t = useT();
  const nft = token.standard !== 'erc20';
  const columns: (Column<TokenTransferWire> | false)[] = [
    ...txPlaceColumns<TokenTransferWire>(chain, t, (r) => ({ hash: r.tx_hash, block_height: r.block_height, timestamp: r.timestamp })),
    { key: 'from', header: t('address.col.from'), cell: (r) => <AddressLink root={chain.root} address={r.from} short={[8, 6]} /> },
    { key: 'to', header: t('address.col.to'), cell: (r) => <AddressLink root={chain.root} address={r.to} short={[8, 6]} /> },
    nft && { key: 'id', header: t('tokens.col.tokenId'), className: 'mono', cell: (r) => r.token_id ?? '-' },
    { key: 'amount', header: nft ? t('tokens.col.quantity') : t('address.col.amount'), className: 'num nowrap', cell: (r) => <span data-testid="token-transfer-amount">{formatTokenAmount(r.amount, decimalsOf(token))}</span> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.block_height}:${r.log_index}:${r.token_id ?? ''}:${r.from}:${r.to}`}
      rowProps={() => ({ 'data-testid': 'token-transfer-row' })}
      empty={t('tokens.transfers.empty')}
    />
  );
}

export function InventoryTable({ chain, token, rows }: { chain: ChainView; token: TokenSummary; rows: readonly TokenItem[] }) {
  const t = useT();
  const columns: (Column<TokenItem> | false)[] = [
    { key: 'id', header: t('tokens.col.tokenId'), className: 'mono', cell: (r) => <span data-testid="token-item-id">{r.token_id}</span> },
    { key: 'owner', header: t('tokens.col.owner'), cell: (r) => <AddressLink root={chain.root} address={r.holder} testId="token-item-owner" /> },
    token.standard === 'erc1155' && { key: 'quantity', header: t('tokens.col.quantity'), className: 'num', cell: (r) => formatInteger(r.balance) },
  ];
  return (
    <DataTable columns={columns} rows={rows} rowKey={(r) => `${r.token_id}:${r.holder}`} rowProps={() => ({ 'data-testid': 'token-item-row' })} empty={t('tokens.inventory.empty')} />
  );
}
