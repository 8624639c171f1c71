/**
 * 网络设置: network (the spec's four Ethereum networks; only the one this server indexes for the
 * current chain can be chosen, from GET /api/config), customRpc (only for custom; custom itself is
 * not available: the explorer reads its own indexed data), API endpoint and WebSocket on/off.
 */
import type { UseFormReturn } from 'react-hook-form';
import { useChainId } from '../../../chains/use-chain';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { CHAINS, SETTINGS_NETWORKS, type UserSettings } from '../../../lib/core';
import { useServerConfig } from '../../../lib/server-config';
import { SettingToggle } from './SettingToggle';

export function NetworkTab({ form }: { form: UseFormReturn<UserSettings> }) {
  const t = useT();
  const chain = useChainId();
  const config = useServerConfig();
  const { register, control, watch, formState } = form;
  const e = formState.errors;
  const indexed = config.data?.chains.find((c) => c.chain === chain)?.network;
  const current = watch('network');
  const enabled = (n: string) => n !== 'custom' && (indexed === undefined ? n === current : n === indexed);
  return (
    <div className="settings-section">
      <FormField label={t('settings.network')}>
        {(a11y) => (
          <select {...a11y} data-testid="setting-network" {...register('network')}>
            {SETTINGS_NETWORKS.map((v) => (
              <option key={v} value={v} disabled={!enabled(v)}>
                {t(`settings.network.${v}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {indexed && (
        <p className="setting-note" data-testid="setting-network-note">
          {t('settings.networkNote', { chain: CHAINS[chain].name, network: t(`settings.network.${indexed as 'mainnet'}`) })}
        </p>
      )}
      <p className="setting-note">{t('settings.customRpcNote')}</p>
      {current === 'custom' && (
        <FormField label={t('settings.customRpc')} error={e.customRpc?.message}>
          {(a11y) => <input {...a11y} type="url" className="mono" maxLength={500} readOnly placeholder="https://" {...register('customRpc')} />}
        </FormField>
      )}
      <FormField label={t('settings.apiEndpoint')} error={e.apiEndpoint?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="url"
            className="mono"
            data-testid="setting-apiEndpoint"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('settings.apiEndpointPlaceholder')}
            {...register('apiEndpoint')}
          />
        )}
      </FormField>
      <p className="setting-hint">{t('settings.apiEndpointHint')}</p>
      <SettingToggle control={control} name="useWebSocket" label={t('settings.useWebSocket')} hint={t('settings.useWebSocketHint')} />
    </div>
  );
}
