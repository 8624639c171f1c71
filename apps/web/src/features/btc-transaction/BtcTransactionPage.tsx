/**
 * A Bitcoin transaction (/btc/transactions/:txid): back link to the transaction list, the summary
 * (status, block, time, confirmations, fee, fee rate, sizes) and its inputs and outputs, each spent
 * output linking to the transaction that spent it. A failed load shows 加载失败 with the server's
 * message (or 无法加载交易信息) and 重试.
 */
import { Link, useParams } from 'react-router';
import { TxInputsOutputs } from '../../chains/btc/TxInputsOutputs';
import type { ChainView } from '../../chains/registry';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { normalizeHash } from '../../lib/core';
import { useBtcTransaction } from './api/btc-transaction';
import { BtcTxSummary } from './components/BtcTxSummary';
import '../../components/chain-data.css';

export function BtcTransactionPage() {
  const chain = useChain();
  const t = useT();
  const txid = normalizeHash(chain.id, useParams().txid ?? '');
  return (
    <section className="page" data-testid="btc-transaction-page">
      <Link to={`${chain.root}/transactions`} className="back-link" data-testid="back-to-transactions">
        ← {t('btc.tx.back')}
      </Link>
      <h1 className="page-title">{t('btc.tx.title')}</h1>
      {txid === null ? <ErrorCard message={t('btc.tx.invalidId')} /> : <BtcTransaction key={`${chain.id}:${txid}`} chain={chain} txid={txid} />}
    </section>
  );
}

function BtcTransaction({ chain, txid }: { chain: ChainView; txid: string }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const tx = useBtcTransaction(chain.id, txid, isAuthenticated);
  if (tx.error) return <ErrorCard error={tx.error} message={tx.error.message || t('btc.tx.loadFailed')} onRetry={() => void tx.refetch()} />;
  if (!tx.data) return <LoadingState />;
  return (
    <>
      <BtcTxSummary tx={tx.data} root={chain.root} unit={chain.unit} decimals={chain.decimals} />
      <section className="card" data-testid="tx-io">
        <TxInputsOutputs tx={tx.data} root={chain.root} unit={chain.unit} decimals={chain.decimals} />
      </section>
    </>
  );
}
