/**
 * The add form of the address dialog (spec part 1 §2.6, §5): address, label, type (default wallet).
 * 添加 stays disabled while the address is empty; an empty label gets 请填写完整的地址信息 without a
 * call; the server's own checks (format, EIP-55 checksum, duplicates) come back as 创建失败: <reason>.
 */
import { useSingleFlight } from '../../../lib/single-flight';
import { useId, useState } from 'react';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/http';
import type { ChainView } from '../../../chains/registry';
import { ADDRESS_TYPES, useAddressMutations, type AddressType } from '../api/addresses';
import { TYPE_LABELS } from './AddressTable';

const LABEL_MAX = 100;

export function AddressForm({ chain }: { chain: ChainView }) {
  const t = useT();
  const id = useId();
  const { create } = useAddressMutations();
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [type, setType] = useState<AddressType>('wallet');

  const once = useSingleFlight();
  const submit = once(async () => {
    if (!address.trim() || !label.trim()) {
      toast.error(t('addresses.incomplete'));
      return;
    }
    try {
      await create.mutateAsync({ address: address.trim(), label: label.trim(), type, chain: chain.id });
      toast.success(t('addresses.createSuccess'));
      setAddress('');
      setLabel('');
      setType('wallet');
    } catch (e) {
      toast.error(apiErrorMessage(e) ? t('addresses.createFailedWith', { message: apiErrorMessage(e) }) : t('addresses.createFailed'));
    }
  });

  return (
    <form
      className="address-form"
      data-testid="address-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className="address-form-title">{t('addresses.form.title')}</h3>
      <div className="address-form-grid">
        <div className="field address-field-wide">
          <label className="field-label" htmlFor={`${id}-address`}>
            {t('addresses.form.address')}
          </label>
          <input
            id={`${id}-address`}
            className="mono"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('addresses.form.addressPlaceholder', { chain: chain.label })}
            value={address}
            maxLength={128}
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-label`}>
            {t('addresses.form.label')}
          </label>
          <input id={`${id}-label`} autoComplete="off" placeholder={t('addresses.form.labelPlaceholder')} value={label} maxLength={LABEL_MAX} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t('addresses.form.type')}
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as AddressType)}>
            {ADDRESS_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(TYPE_LABELS[v])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary address-submit" disabled={!address.trim() || create.isPending}>
          {create.isPending ? t('addresses.form.submitting') : t('addresses.form.submit')}
        </button>
      </div>
    </form>
  );
}
