/** Bitcoin's list rows: input and output counts (coinbase tag), amount, fee and status; a block's difficulty and fee. */
import { StatusBadge } from '../../components/StatusBadge';
import type { ApiBtcBlock, ApiBtcTransaction } from '../../lib/core';
import { formatCoin, formatDifficulty, formatInteger, formatSmallCoin } from '../../lib/format';
import type { FamilyRows } from '../family-rows';
import { btcStatus } from './tx-io';

export const BTC_ROWS: FamilyRows<'btc', ApiBtcTransaction, ApiBtcBlock> = {
  family: 'btc',
  blockOf: (tx) => tx.block_height,
  transactionCells: {
    inputs: { cell: (tx, { t }) => (tx.coinbase ? <span className="tag">{t('btc.coinbaseTag')}</span> : formatInteger(tx.vin.length)) },
    outputs: { cell: (tx) => formatInteger(tx.btc_utxos.length) },
    amount: { cell: (tx, { unit, decimals, amountDigits }) => <span data-testid="tx-amount">{formatCoin(tx.amount, unit, decimals, amountDigits)}</span> },
    fee: { cell: (tx, { unit, decimals }) => <span data-testid="tx-fee">{formatCoin(tx.fee, unit, decimals, decimals)}</span> },
    status: {
      cell: (tx, { t }) => {
        const s = btcStatus(tx.status);
        return <StatusBadge tone={s.tone}>{t(s.label)}</StatusBadge>;
      },
    },
  },
  blockCells: {
    difficulty: { cell: (b) => <span data-testid="block-difficulty">{formatDifficulty(b.difficulty)}</span> },
    fee: { cell: (b, { unit, decimals }) => <span data-testid="block-fee">{formatSmallCoin(b.fee, unit, decimals, decimals)}</span> },
  },
  // senders: the addresses of the outputs its inputs spend; receivers: its own outputs'
  parties: (tx) => ({ senders: tx.vin.map((i) => i.prevout?.scriptPubKey.address ?? null), receivers: tx.btc_utxos.map((o) => o.address) }),
};
