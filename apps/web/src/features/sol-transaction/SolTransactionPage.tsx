/**
 * A Solana transaction (/sol/transactions/:signature): back link to the transaction list, 交易详情,
 * and the same sections as a block's expanded row (chains/sol/SolTxDetails.tsx): details, account
 * keys, balances, events, instructions, raw data, parsed instructions, logs. A signature that is not
 * base58 shows 无效的交易签名; a failed load shows 加载失败 with the message and 重试.
 */
import { Link, useParams } from 'react-router';
import { useChain } from '../../chains/use-chain';
import { SolTxDetails } from '../../chains/sol/SolTxDetails';
import { ErrorCard } from '../../components/ErrorCard';
import { NotIndexedState } from '../../chains/NotIndexedState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { normalizeHash } from '../../lib/core';
import '../../components/chain-data.css';

export function SolTransactionPage() {
  const chain = useChain();
  const t = useT();
  const { isAuthenticated } = useAuth();
  const signature = normalizeHash(chain.id, useParams().txid ?? '');
  return (
    <section className="page" data-testid="sol-transaction-page">
      <Link to={`${chain.root}/transactions`} className="back-link" data-testid="back-to-transactions">
        ← {t('sol.tx.back')}
      </Link>
      <h1 className="page-title">{t('sol.tx.title')}</h1>
      {!chain.indexed ? (
        <NotIndexedState chainName={chain.name} />
      ) : signature === null ? (
        <ErrorCard message={t('sol.tx.invalidId')} />
      ) : (
        <SolTxDetails key={`${chain.id}:${signature}:${isAuthenticated}`} chain={chain.id} signature={signature} root={chain.root} unit={chain.unit} signedIn={isAuthenticated} />
      )}
    </section>
  );
}
