/**
 * Create a key (spec part 1 §2.5, §5, §9): name, scopes (checkboxes from GET /api/permissions, the
 * first two checked), requests per hour (1000; 1–100000, or unlimited), expiry (a year from today,
 * or never). The created key, secret included, goes to onCreated and nowhere else.
 */
import { useSingleFlight } from '../../../lib/single-flight';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/http';
import type { PermissionType } from '../../../lib/session';
import { FormField } from '../../../components/FormField';
import { createApiKey, type CreatedApiKey } from '../api/api-keys';
import {
  createBody,
  defaultForm,
  expiresError,
  localDateString,
  nameError,
  permissionLabel,
  permissionsError,
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
  rateLimitError,
  type CreateKeyForm as Form,
} from '../key-rules';

export function CreateKeyForm({
  types,
  onCreated,
}: {
  types: readonly PermissionType[];
  onCreated(created: CreatedApiKey): void;
}) {
  const t = useT();
  const scopesId = useId();
  const once = useSingleFlight();
  const { register, control, handleSubmit, formState, watch, reset } = useForm<Form>({
    defaultValues: defaultForm(types, new Date()),
  });
  const unlimited = watch('unlimited');
  const neverExpires = watch('neverExpires');
  const errors = formState.errors;

  const onSubmit = async (values: Form) => {
    try {
      const created = await createApiKey(createBody(values));
      toast.success(t('apiKeys.created'));
      reset(defaultForm(types, new Date()));
      onCreated(created);
    } catch (e) {
      const message = apiErrorMessage(e) || t('common.unknownError');
      toast.error(t('apiKeys.createFailed', { message }));
    }
  };

  return (
    <form
      className="auth-form create-key-form"
      noValidate
      onSubmit={once(handleSubmit(onSubmit))}
      data-testid="create-key-form"
    >
      <h3>{t('apiKeys.createTitle')}</h3>
      <FormField label={t('apiKeys.name')} error={errors.name?.message}>
        {(a11y) => (
          <input
            {...a11y}
            maxLength={100}
            placeholder={t('apiKeys.namePlaceholder')}
            {...register('name', { validate: (v) => nameError(v) ?? true })}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="permissions"
        rules={{ validate: (v) => permissionsError(v) ?? true }}
        render={({ field, fieldState }) => (
          <fieldset
            className="scope-choices"
            aria-describedby={fieldState.error ? `${scopesId}-error` : undefined}
          >
            <legend className="field-label">{t('apiKeys.permissions')}</legend>
            <div className="scope-options">
              {types.map((p) => (
                <label key={p.config_value} className="scope-option">
                  <input
                    type="checkbox"
                    value={p.config_value}
                    checked={field.value.includes(p.config_value)}
                    onBlur={field.onBlur}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? types
                              .map((x) => x.config_value)
                              .filter((v) => v === p.config_value || field.value.includes(v))
                          : field.value.filter((v) => v !== p.config_value),
                      )
                    }
                  />
                  <span>{permissionLabel(p.config_value, types)}</span>
                </label>
              ))}
            </div>
            {fieldState.error && (
              <span className="field-error" id={`${scopesId}-error`} role="alert">
                {fieldState.error.message}
              </span>
            )}
          </fieldset>
        )}
      />
      <div className="create-key-row">
        <FormField label={t('apiKeys.rateLimit')} error={errors.rateLimit?.message}>
          {(a11y) => (
            <div className="inline-choice">
              {!unlimited && (
                <input
                  {...a11y}
                  type="number"
                  min={RATE_LIMIT_MIN}
                  max={RATE_LIMIT_MAX}
                  step={1}
                  inputMode="numeric"
                  {...register('rateLimit', {
                    validate: (v, all) => rateLimitError(v ?? '', all.unlimited) ?? true,
                  })}
                />
              )}
              <label className="check-label">
                <input type="checkbox" {...register('unlimited', { deps: ['rateLimit'] })} />
                {t('apiKeys.rateUnlimited')}
              </label>
            </div>
          )}
        </FormField>
        <FormField label={t('apiKeys.expires')} error={errors.expires?.message}>
          {(a11y) => (
            <div className="inline-choice">
              {!neverExpires && (
                <input
                  {...a11y}
                  type="date"
                  min={localDateString(new Date())}
                  {...register('expires', {
                    validate: (v, all) => expiresError(v ?? '', all.neverExpires, new Date()) ?? true,
                  })}
                />
              )}
              <label className="check-label">
                <input type="checkbox" {...register('neverExpires', { deps: ['expires'] })} />
                {t('apiKeys.neverExpiresOption')}
              </label>
            </div>
          )}
        </FormField>
      </div>
      <div className="create-key-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('apiKeys.creating') : t('apiKeys.submit')}
        </button>
      </div>
    </form>
  );
}
