/**
 * The profile form's rules (spec part 1 §5): the e-mail like registration, and the password change
 * (new or confirm entered ⇒ current required; new equals confirm; new at least 6 characters). Also
 * which parts of the form changed, so only those are sent.
 */
import { t } from '../../i18n';

export const MIN_PASSWORD_LENGTH = 6;

export interface ProfileForm {
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A message per field that fails, in form order; an empty object when the form is valid. */
export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

export function emailError(email: string): string | undefined {
  const v = email.trim();
  if (v === '') return t('profile.emailRequired');
  if (!/^[^\s@]+@[^\s@]+$/.test(v)) return t('profile.emailInvalid');
  return undefined;
}

/** The password section is used as soon as any of its three fields holds something. */
export const wantsPasswordChange = (v: ProfileForm) =>
  v.currentPassword !== '' || v.newPassword !== '' || v.confirmPassword !== '';

export function passwordErrors(v: ProfileForm): ProfileErrors {
  if (!wantsPasswordChange(v)) return {};
  const errors: ProfileErrors = {};
  if ((v.newPassword !== '' || v.confirmPassword !== '') && v.currentPassword === '')
    errors.currentPassword = t('profile.currentRequired');
  if (v.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = t('profile.passwordTooShort');
  if (v.newPassword !== v.confirmPassword) errors.confirmPassword = t('profile.passwordMismatch');
  return errors;
}

export function profileErrors(v: ProfileForm): ProfileErrors {
  const email = emailError(v.email);
  return { ...(email ? { email } : {}), ...passwordErrors(v) };
}

export interface ProfileChanges {
  /** the new e-mail (trimmed) when it differs from the saved one */
  email?: string;
  password?: { current_password: string; new_password: string };
}

export function profileChanges(v: ProfileForm, savedEmail: string): ProfileChanges {
  const changes: ProfileChanges = {};
  const email = v.email.trim();
  if (email !== savedEmail) changes.email = email;
  if (wantsPasswordChange(v))
    changes.password = { current_password: v.currentPassword, new_password: v.newPassword };
  return changes;
}

export const ROLE_KEYS = { administrator: 'profile.roleAdmin', user: 'profile.roleUser' } as const;
