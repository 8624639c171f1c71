/**
 * The home's cards and network figures per overview shape, formatted (bigint math for amounts):
 * EVM — total blocks, total transactions, base fee (Gwei); avg gas price, avg block time (s), volume.
 * Bitcoin — total blocks, total transactions, active addresses, network hashrate; avg fee, avg block
 * time (min), difficulty, daily volume (spec part 1 §2.7). Solana — total blocks (slots with a
 * block), total transactions, TPS over the last minute, vote share, average fee in SOL (lamports,
 * bigint), active addresses (24 h); latest slot, average block time, non-vote TPS. A figure the
 * server has not got is '-', never an invented number.
 */
import type { MessageKey } from '../../i18n';
import { lamportsText } from '../../chains/sol/sol-tx';
import type { BtcHomeOverview, HomeOverview, SolHomeOverview } from '../../lib/core';
import { formatCoin, formatDifficulty, formatFixed, formatGwei, formatHashrate, formatInteger, formatMinutes, formatSeconds, formatShare } from '../../lib/format';
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
    { id: 'difficulty', label: t('home.difficulty'), value: formatDifficulty(o.difficulty) },
    { id: 'volume', label: t('home.dailyVolume'), value: formatCoin(o.dailyVolume, coin.unit, coin.decimals, coin.amountDigits) },
  ];
}

export function solCards(o: SolHomeOverview, coin: Pick<Coin, 'unit'>, t: T): StatCard[] {
  return [
    { id: 'total-blocks', label: t('home.totalBlocks'), value: formatInteger(o.totalBlocks), unit: '' },
    { id: 'total-transactions', label: t('home.totalTransactions'), value: formatInteger(o.totalTransactions), unit: '' },
    { id: 'tps', label: t('sol.home.tps'), value: formatFixed(o.tps), unit: '' },
    { id: 'vote-share', label: t('sol.home.voteShare'), value: formatShare(o.voteShare), unit: '' },
    { id: 'avg-fee', label: t('sol.home.avgFee'), value: lamportsText(o.avgFee, coin.unit), unit: '' },
    { id: 'active-addresses', label: t('sol.home.activeAddresses'), value: formatInteger(o.activeAddresses), unit: '' },
  ];
}

export function solNetwork(o: SolHomeOverview, t: T): NetworkItem[] {
  return [
    { id: 'latest-slot', label: t('sol.home.latestSlot'), value: o.latestSlot === null ? formatInteger(null) : String(o.latestSlot) },
    { id: 'avg-block-time', label: t('sol.home.avgSlotTime'), value: o.avgBlockTime === null ? formatSeconds(null) : t('home.secondsValue', { value: formatFixed(o.avgBlockTime, 2) }) },
    { id: 'non-vote-tps', label: t('sol.home.nonVoteTps'), value: formatFixed(o.nonVoteTps) },
  ];
}

export function solWindow(o: Pick<SolHomeOverview, 'windowSeconds' | 'windowTransactions'>) {
  return { seconds: o.windowSeconds, blocks: null, transactions: o.windowTransactions };
}
