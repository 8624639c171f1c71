/**
 * An EVM transaction (/{eth,bsc}/transactions/:hash): back link to the transaction list, 交易详情,
 * the overview everybody sees (status, block and confirmations, from/to or the created contract,
 * value, fee, gas, type, nonce), its internal calls that moved value (or why none can be shown:
 * not traced yet, a node without trace methods); for signed-in users its token transfers and the receipt as a block
 * page's expanded row shows it (fees with burned and saved, attributes, token, parse results, input
 * with its selector, logs decoded where a config read them); guests get 请登录后查看交易凭证信息 in
 * their place, as on the block page. A hash that is not 0x + 64 hex shows 无效的交易哈希; a failed
 * load 加载失败 with the server's message (交易不存在 for an unknown hash) and 重试.
 */
import { Link, useParams } from 'react-router';
import { ReceiptDetails } from '../../chains/evm/receipt/ReceiptDetails';
import { ReceiptLoginHint } from '../../chains/evm/receipt/ReceiptPanel';
import type { ChainView } from '../../chains/registry';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { NotIndexedState } from '../../chains/NotIndexedState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { normalizeHash } from '../../lib/core';
import { useEvmTransaction } from './api/evm-transaction';
import { EvmTxSummary } from './components/EvmTxSummary';
import { InternalCalls } from './components/InternalCalls';
import { TokenTransfers } from './components/TokenTransfers';
import '../../components/chain-data.css';

export function EvmTransactionPage() {
  const chain = useChain();
  const t = useT();
  const hash = normalizeHash(chain.id, useParams().txid ?? '');
  return (
    <section className="page" data-testid="evm-transaction-page">
      <Link to={`${chain.root}/transactions`} className="back-link" data-testid="back-to-transactions">
        ← {t('evmTx.back')}
      </Link>
      <h1 className="page-title">{t('evmTx.title')}</h1>
      {!chain.indexed ? (
        <NotIndexedState chainName={chain.name} />
      ) : hash === null ? (
        <ErrorCard message={t('evmTx.invalidId')} />
      ) : (
        <EvmTransaction key={`${chain.id}:${hash}`} chain={chain} hash={hash} />
      )}
    </section>
  );
}

function EvmTransaction({ chain, hash }: { chain: ChainView; hash: string }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const detail = useEvmTransaction(chain.id, hash, isAuthenticated);
  if (detail.error) return <ErrorCard error={detail.error} message={detail.error.message || t('evmTx.loadFailed')} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <LoadingState />;
  const { receipt, token_transfers: transfers, parsed_results: parsed } = detail.data;
  return (
    <>
      <EvmTxSummary detail={detail.data} root={chain.root} unit={chain.unit} decimals={chain.decimals} />
      {transfers && <TokenTransfers transfers={transfers} root={chain.root} />}
      <InternalCalls chain={chain} hash={hash} signedIn={isAuthenticated} />
      <section className="card" data-testid="tx-receipt">
        {receipt ? <ReceiptDetails receipt={receipt} parsed={parsed ?? []} unit={chain.unit} decimals={chain.decimals} /> : <ReceiptLoginHint />}
      </section>
    </>
  );
}
