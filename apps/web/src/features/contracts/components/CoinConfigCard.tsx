/**
 * The read-only coin configuration and parser configurations of a contract (spec part 2 §2.5),
 * from the signed-in coin-config call; guests are asked to log in (the call is not public).
 */
import { ErrorCard } from '../../../components/ErrorCard';
import { Field } from '../../../components/Field';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import type { ChainId, CoinConfig } from '../../../lib/core';
import { apiErrorMessage } from '../../../lib/http';
import { useCoinInfo } from '../api/coin-configs';
import { ContractStatus } from '../../../components/ContractStatus';
import { ParserConfigView } from './ParserConfigView';

function CoinFields({ coin }: { coin: CoinConfig }) {
  const t = useT();
  const yes = (v: boolean) => (v ? t('contracts.yes') : t('contracts.no'));
  return (
    <dl className="field-grid" data-testid="coin-config">
      <Field label={t('contracts.coin.contractAddress')} wide>
        <span className="mono">{coin.contract_address}</span>
      </Field>
      <Field label={t('contracts.coin.name')}>{coin.name}</Field>
      <Field label={t('contracts.coin.symbol')}>{coin.symbol}</Field>
      <Field label={t('contracts.coin.type')}>
        {coin.coin_type} {t(`contracts.coinType.${coin.coin_type}` as 'contracts.coinType.1')}
      </Field>
      <Field label={t('contracts.coin.precision')}>{coin.precision}</Field>
      <Field label={t('contracts.coin.decimals')}>{coin.decimals}</Field>
      <Field label={t('contracts.coin.status')}>
        <ContractStatus status={coin.status} />
      </Field>
      <Field label={t('contracts.coin.verified')}>{yes(coin.is_verified)}</Field>
      <Field label={t('contracts.coin.marketCapRank')}>{coin.market_cap_rank ?? '-'}</Field>
      <Field label={t('contracts.coin.stablecoin')}>{yes(coin.is_stablecoin)}</Field>
      <Field label={t('contracts.coin.logoUrl')} wide>
        {coin.logo_url ?? '-'}
      </Field>
      <Field label={t('contracts.coin.description')} wide>
        {coin.description ?? '-'}
      </Field>
    </dl>
  );
}

export function CoinConfigCard({ chain, address, signedIn }: { chain: ChainId; address: string; signedIn: boolean }) {
  const t = useT();
  const info = useCoinInfo(chain, address, signedIn);
  if (!signedIn)
    return (
      <div className="card">
        <h3>{t('contracts.coin.title')}</h3>
        <p className="muted">{t('contracts.coin.guest')}</p>
      </div>
    );
  if (info.error) return <ErrorCard message={t('contracts.coinForm.fetchFailed', { error: apiErrorMessage(info.error) || t('common.unknownError') })} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingState />;
  return (
    <>
      <div className="card">
        <h3>{t('contracts.coin.title')}</h3>
        {info.data.coin_config ? <CoinFields coin={info.data.coin_config} /> : <p className="muted">{t('contracts.coin.empty')}</p>}
      </div>
      <div className="card" data-testid="parser-configs">
        <h3>{t('contracts.parsers.title')}</h3>
        {info.data.parser_configs.length === 0 ? <p className="muted">{t('contracts.parsers.empty')}</p> : info.data.parser_configs.map((p, i) => <ParserConfigView key={String(p.id ?? i)} config={p} />)}
      </div>
    </>
  );
}
