/**
 * The home's cards and network figures per overview shape, formatted (bigint math for amounts):
 * EVM — total blocks, total transactions, base fee (Gwei); avg gas price, avg block time (s), volume.
 * Bitcoin — total blocks, total transactions, active addresses, network hashrate; avg fee, avg block
 * time (min), difficulty, daily volume (spec part 1 §2.7). A figure the server has not got is '-'.
 */
import type { MessageKey } from '../../i18n';
import type { BtcHomeOverview, HomeOverview } from '../../lib/core';
import { formatCoin, formatDecimalText, formatGwei, formatHashrate, formatInteger, formatMinutes, formatSeconds } from '../../lib/format';
import type { StatCard } from './components/StatCards';
import type { NetworkItem } from './components/NetworkPanel';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;
export interface Coin {
  unit: string;
  decimals: number;
  amountDigits: number;
}

export function overviewWindow(o: Pick<HomeOverview, 'windowSeconds' | 'windowBlocks' | 'windowTransactions'>) {
  return { seconds: o.windowSeconds, blocks: o.windowBlocks, transactions: o.windowTransactions };
}

export function evmCards(o: HomeOverview, t: T): StatCard[] {
  return [
    { id: 'total-blocks', label: t('home.totalBlocks'), value: formatInteger(o.totalBlocks), unit: '' },
    { id: 'total-transactions', label: t('home.totalTransactions'), value: formatInteger(o.totalTransactions), unit: '' },
    { id: 'base-fee', label: t('home.baseFee'), value: formatGwei(o.baseFee), unit: o.baseFee === null ? '' : 'Gwei' },
  ];
}

export function evmNetwork(o: HomeOverview, coin: Coin, t: T): NetworkItem[] {
  return [
    { id: 'avg-gas-price', label: t('home.avgGasPrice'), value: o.avgGasPrice === null ? formatGwei(null) : `${formatGwei(o.avgGasPrice)} Gwei` },
    { id: 'avg-block-time', label: t('home.avgBlockTime'), value: o.avgBlockTime === null ? formatSeconds(null) : t('home.secondsValue', { value: formatSeconds(o.avgBlockTime) }) },
    { id: 'volume', label: t('home.volume'), value: formatCoin(o.dailyVolume, coin.unit, coin.decimals, coin.amountDigits) },
  ];
}

export function btcCards(o: BtcHomeOverview, t: T): StatCard[] {
  return [
    { id: 'total-blocks', label: t('home.totalBlocks'), value: formatInteger(o.totalBlocks), unit: '' },
    { id: 'total-transactions', label: t('home.totalTransactions'), value: formatInteger(o.totalTransactions), unit: '' },
    { id: 'active-addresses', label: t('home.activeAddresses'), value: formatInteger(o.activeAddresses), unit: '' },
    { id: 'hashrate', label: t('home.networkHashrate'), value: formatHashrate(o.networkHashrate), unit: '' },
  ];
}

export function btcNetwork(o: BtcHomeOverview, coin: Coin, t: T): NetworkItem[] {
  return [
    { id: 'avg-fee', label: t('home.avgFee'), value: formatCoin(o.avgFee, coin.unit, coin.decimals, coin.amountDigits) },
    { id: 'avg-block-time', label: t('home.avgBlockTime'), value: o.avgBlockTime === null ? formatMinutes(null) : t('home.minutesValue', { value: formatMinutes(o.avgBlockTime) }) },
    { id: 'difficulty', label: t('home.difficulty'), value: formatDecimalText(o.difficulty) },
    { id: 'volume', label: t('home.dailyVolume'), value: formatCoin(o.dailyVolume, coin.unit, coin.decimals, coin.amountDigits) },
  ];
}
