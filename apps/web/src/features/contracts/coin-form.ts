/**
 * The maintain-coin-info form (spec part 2 §2.6, §3 Coin config, §5): defaults coin_type 1 and
 * precision 18, name and symbol required, precision/decimals 0–18 (decimals is precision's alias:
 * one value), market cap rank ≥ 0, and the save body.
 */
import type { ChainId, CoinConfig, Contract, SaveCoinConfigBody } from '../../lib/core';
import { decimalsError } from './contract-form';
import type { ParserDraft } from './parser-draft';
import { t } from '../../i18n';

/** the whole form: the coin's fields and its parser configurations (components/CoinInfoForm.tsx and its parts) */
export interface CoinInfoValues {
  coin: CoinForm;
  parsers: ParserDraft[];
}

export interface CoinForm {
  contractAddress: string;
  name: string;
  symbol: string;
  coinType: string;
  precision: string;
  marketCapRank: string;
  isStablecoin: boolean;
  status: '1' | '0';
  logoUrl: string;
  isVerified: boolean;
  websiteUrl: string;
  explorerUrl: string;
  description: string;
}

/** a contract without a coin config starts from what the contract row knows */
export function coinFormFrom(contract: Pick<Contract, 'address' | 'name' | 'symbol' | 'decimals' | 'verified' | 'description'>, coin: CoinConfig | null): CoinForm {
  if (coin)
    return {
      contractAddress: contract.address,
      name: coin.name,
      symbol: coin.symbol,
      coinType: String(coin.coin_type),
      precision: String(coin.precision),
      marketCapRank: coin.market_cap_rank === null ? '' : String(coin.market_cap_rank),
      isStablecoin: coin.is_stablecoin,
      status: coin.status === 1 ? '1' : '0',
      logoUrl: coin.logo_url ?? '',
      isVerified: coin.is_verified,
      websiteUrl: coin.website_url ?? '',
      explorerUrl: coin.explorer_url ?? '',
      description: coin.description ?? '',
    };
  return {
    contractAddress: contract.address,
    name: contract.name ?? '',
    symbol: contract.symbol ?? '',
    coinType: '1',
    precision: contract.decimals === null ? '18' : String(contract.decimals),
    marketCapRank: '',
    isStablecoin: false,
    status: '1',
    logoUrl: '',
    isVerified: contract.verified,
    websiteUrl: '',
    explorerUrl: '',
    description: contract.description ?? '',
  };
}

export const requiredError = (label: string) => (v: string) => (v.trim() === '' ? t('contracts.error.required', { label }) : null);
export const precisionError = decimalsError;
export const rankError = (v: string): string | null => (v.trim() === '' || /^\d{1,9}$/.test(v.trim()) ? null : t('contracts.error.rank'));
export const urlError = (v: string): string | null => (v.trim() === '' || /^https?:\/\/\S+$/i.test(v.trim()) ? null : t('contracts.error.url'));

export function coinBody(form: CoinForm, chain: ChainId): SaveCoinConfigBody {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  const precision = Number(form.precision);
  return {
    contract_addr: form.contractAddress,
    chain_name: chain,
    name: form.name.trim(),
    symbol: form.symbol.trim(),
    coin_type: Number(form.coinType),
    precision,
    decimals: precision,
    status: form.status === '1' ? 1 : 0,
    logo_url: orNull(form.logoUrl),
    is_verified: form.isVerified,
    market_cap_rank: form.marketCapRank.trim() === '' ? null : Number(form.marketCapRank),
    is_stablecoin: form.isStablecoin,
    website_url: orNull(form.websiteUrl),
    explorer_url: orNull(form.explorerUrl),
    description: orNull(form.description),
  };
}
