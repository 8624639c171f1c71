/** The key and gap limit to open (react-hook-form): the key is required and bounded, the gap 1–200; the server checks the key itself. */
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useT } from '../../../i18n';
import { WALLET_GAP_MAX, WALLET_KEY_MAX } from '../api/wallet';

interface Form {
  key: string;
  gap: string;
}

export function WalletKeyForm({ initialKey, initialGap, onOpen }: { initialKey: string; initialGap: number; onOpen(key: string, gap: number): void }) {
  const t = useT();
  const { register, handleSubmit, formState } = useForm<Form>({ defaultValues: { key: initialKey, gap: String(initialGap) } });
  const errors = formState.errors;
  return (
    <form className="card card-pad wallet-form" noValidate onSubmit={handleSubmit((v) => onOpen(v.key.replace(/\s+/g, ''), Number(v.gap)))} data-testid="wallet-form">
      <p className="muted small">{t('wallet.intro')}</p>
      <FormField label={t('wallet.key')} error={errors.key?.message}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            className="mono wallet-key-input"
            spellCheck={false}
            autoComplete="off"
            placeholder={t('wallet.keyPlaceholder')}
            data-testid="wallet-key-input"
            {...register('key', {
              validate: (v) => {
                const key = v.replace(/\s+/g, '');
                if (!key) return t('wallet.keyRequired');
                if (key.length > WALLET_KEY_MAX) return t('wallet.keyTooLong');
                return true;
              },
            })}
          />
        )}
      </FormField>
      <div className="wallet-form-row">
        <FormField label={t('wallet.gap')} error={errors.gap?.message}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              className="wallet-gap-input"
              data-testid="wallet-gap-input"
              {...register('gap', {
                validate: (v) => {
                  const n = Number(v.trim());
                  return (/^\d+$/.test(v.trim()) && n >= 1 && n <= WALLET_GAP_MAX) || t('wallet.gapInvalid', { max: WALLET_GAP_MAX });
                },
              })}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" data-testid="wallet-submit">
          {t('wallet.submit')}
        </button>
      </div>
    </form>
  );
}
