/**
 * 维护币种信息 (spec part 2 §2.6, §4, §8): reads the contract's coin config with its parser configs
 * (a failed read is told — 获取币种配置失败 — and the form starts from the contract row), then
 * saves in two steps: the coin config, then every parser config. All saved closes the modal; a
 * parser config refused keeps it open with the server's reason beside that config, and the configs
 * that were saved keep their new ids so a retry updates them instead of adding them twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChainView } from '../../../chains/registry';
import { LoadingState } from '../../../components/LoadingState';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import type { Contract } from '../../../lib/core';
import { apiErrorMessage } from '../../../lib/http';
import { saveCoinConfig, saveParserConfigs, useCoinInfo } from '../api/coin-configs';
import { contractsKey } from '../api/contracts';
import { coinBody, coinFormFrom, type CoinInfoValues } from '../coin-form';
import { draftFromConfig } from '../parser-draft';
import { CoinInfoForm } from './CoinInfoForm';

export function CoinInfoModal({ chain, contract, onClose }: { chain: ChainView; contract: Contract; onClose(): void }) {
  const t = useT();
  const qc = useQueryClient();
  const { isAuthenticated } = useAuth();
  const info = useCoinInfo(chain.id, contract.address, true);
  const [failures, setFailures] = useState<Map<number, string>>(new Map());

  useEffect(() => {
    if (info.error) toast.error(t('contracts.coinForm.fetchFailed', { error: apiErrorMessage(info.error) || t('common.unknownError') }));
  }, [info.error, t]);

  const initial: CoinInfoValues | null = info.isPending
    ? null
    : { coin: coinFormFrom(contract, info.data?.coin_config ?? null), parsers: (info.data?.parser_configs ?? []).map(draftFromConfig) };

  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: contractsKey(chain.id) }), qc.invalidateQueries({ queryKey: ['user', 'coin-info', chain.id] }), qc.invalidateQueries({ queryKey: ['user', 'maintenance', chain.id] })]);

  /** returns the drafts' ids after the save, so the form keeps the ones created */
  const submit = async (values: CoinInfoValues): Promise<(number | null)[] | undefined> => {
    if (!isAuthenticated) return void toast.error(t('contracts.guestEdit'));
    try {
      await saveCoinConfig(coinBody(values.coin, chain.id));
    } catch (e) {
      toast.error(t('contracts.coinForm.failed', { message: apiErrorMessage(e) || t('common.unknownError') }));
      return;
    }
    if (values.parsers.length === 0) {
      toast.success(t('contracts.coinForm.saved'));
      await refresh();
      onClose();
      return;
    }
    const outcome = await saveParserConfigs(values.parsers, values.coin.contractAddress, chain.id, initial?.parsers);
    await refresh();
    setFailures(outcome.failed);
    if (outcome.failed.size === 0) {
      toast.success(t('contracts.coinForm.allSaved'));
      onClose();
      return;
    }
    toast.error(t('contracts.coinForm.partial'));
    return values.parsers.map((d, i) => outcome.saved.get(i) ?? d.id);
  };

  return (
    <Modal title={t('contracts.coinForm.title')} onClose={onClose} width={980} testId="coin-info-modal">
      {initial === null ? <LoadingState text={t('contracts.coinForm.loading')} /> : <CoinInfoForm initial={initial} failures={failures} onSubmit={submit} onCancel={onClose} />}
    </Modal>
  );
}
