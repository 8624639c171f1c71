/**
 * 个人中心 (spec part 1 §2.4, §5, §8): avatar initial, username (read-only), e-mail (saved for real,
 * DESIGN §6), role, and a password change. Save sends only what changed; success shows 保存成功！ and
 * closes the dialog after 1.5 s.
 */
import { useSingleFlight } from '../../lib/single-flight';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { useAuth } from '../../lib/auth/auth-context';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { Modal } from '../../components/Modal';
import { StatusBadge } from '../../components/StatusBadge';
import { useToast } from '../../components/toast';
import { useT, type MessageKey } from '../../i18n';
import { ApiError, apiErrorMessage } from '../../lib/http';
import { updateStoredUser } from '../../lib/session';
import { FormField } from '../../components/FormField';
import { isAdministrator, profileKey, useProfile, type Profile } from '../../lib/auth/profile';
import { putEmail, putPassword } from './api/update-profile';
import { emailError, passwordErrors, profileChanges, type ProfileForm } from './profile-rules';
import './profile.css';

export const CLOSE_AFTER_SAVE_MS = 1500;

export function ProfileModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const { token, user } = useAuth();
  const profile = useProfile(token);

  return (
    <Modal title={t('profile.title')} onClose={onClose} width={480} testId="profile-modal">
      {profile.data ? (
        <ProfileFormView profile={profile.data} token={token} onClose={onClose} />
      ) : profile.isError ? (
        <ErrorCard message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : user ? (
        <LoadingState />
      ) : null}
    </Modal>
  );
}

type Rules = { [K in keyof ProfileForm]: RegisterOptions<ProfileForm, K> };
type PasswordField = Exclude<keyof ProfileForm, 'email'>;

/** the password section's inputs: field, label, autocomplete hint */
const PASSWORD_FIELDS: readonly (readonly [PasswordField, MessageKey, string])[] = [
  ['currentPassword', 'profile.currentPassword', 'current-password'],
  ['newPassword', 'profile.newPassword', 'new-password'],
  ['confirmPassword', 'profile.confirmPassword', 'new-password'],
];

const rules: Rules = {
  email: { validate: (v) => emailError(v) ?? true },
  currentPassword: {
    validate: (_, all) => passwordErrors(all).currentPassword ?? true,
    deps: ['newPassword', 'confirmPassword'],
  },
  newPassword: {
    validate: (_, all) => passwordErrors(all).newPassword ?? true,
    deps: ['currentPassword', 'confirmPassword'],
  },
  confirmPassword: {
    validate: (_, all) => passwordErrors(all).confirmPassword ?? true,
    deps: ['currentPassword', 'newPassword'],
  },
};

function ProfileFormView({
  profile,
  token,
  onClose,
}: {
  profile: Profile;
  token: string | null;
  onClose(): void;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const once = useSingleFlight();
  const { register, handleSubmit, formState, setValue } = useForm<ProfileForm>({
    defaultValues: { email: profile.email, currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const savedEmail = useRef(profile.email);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onSubmit = async (values: ProfileForm) => {
    const changes = profileChanges(values, savedEmail.current);
    if (changes.email === undefined && changes.password === undefined) {
      toast.info(t('profile.nothingChanged'));
      return;
    }
    if (changes.email !== undefined) {
      try {
        const saved = await putEmail(changes.email);
        savedEmail.current = saved.email;
        queryClient.setQueryData(profileKey(token), saved);
        updateStoredUser({ email: saved.email });
        setValue('email', saved.email);
      } catch (e) {
        toast.error(apiErrorMessage(e) || t('profile.emailFailed'));
        return;
      }
    }
    if (changes.password) {
      try {
        await putPassword(changes.password);
      } catch (e) {
        toast.error(
          e instanceof ApiError && e.status > 0 && e.message ? e.message : t('profile.passwordFailed'),
        );
        return;
      }
    }
    toast.success(t('profile.saved'));
    await new Promise<void>((resolve) => {
      closeTimer.current = setTimeout(() => {
        resolve();
        onClose();
      }, CLOSE_AFTER_SAVE_MS);
    });
  };

  const admin = isAdministrator(profile.role);
  const errors = formState.errors;
  return (
    <form className="auth-form profile-form" noValidate onSubmit={once(handleSubmit(onSubmit))}>
      <div className="profile-head">
        <span className="avatar profile-avatar" aria-hidden="true">
          {profile.username.charAt(0).toUpperCase()}
        </span>
        <div className="profile-identity">
          <div className="profile-row">
            <span className="profile-label">{t('profile.username')}</span>
            <span className="profile-username" data-testid="profile-username">
              {profile.username}
            </span>
          </div>
          <span className="profile-hint">{t('profile.usernameHint')}</span>
          <div className="profile-row">
            <span className="profile-label">{t('profile.role')}</span>
            <span data-testid="profile-role">
              <StatusBadge tone={admin ? 'info' : 'neutral'}>
                {t(admin ? 'profile.roleAdmin' : 'profile.roleUser')}
              </StatusBadge>
            </span>
          </div>
        </div>
      </div>
      <FormField label={t('profile.email')} error={errors.email?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            placeholder={t('profile.emailPlaceholder')}
            {...register('email', rules.email)}
          />
        )}
      </FormField>
      <fieldset className="profile-password">
        <legend>{t('profile.passwordSection')}</legend>
        <p className="profile-hint">{t('profile.passwordSectionHint')}</p>
        {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
          <FormField key={name} label={t(label)} error={errors[name]?.message}>
            {(a11y) => <input {...a11y} type="password" autoComplete={autoComplete} {...register(name, rules[name])} />}
          </FormField>
        ))}
      </fieldset>
      <div className="profile-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}
