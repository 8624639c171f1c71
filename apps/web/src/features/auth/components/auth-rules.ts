/** Validation of the login and register form with the spec's exact texts (part 1 §5). */
import type { RegisterOptions, UseFormGetValues } from 'react-hook-form';
import { t } from '../../../i18n';

export type AuthMode = 'login' | 'register';
export interface AuthForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 6;

type Rules = { [K in keyof AuthForm]: RegisterOptions<AuthForm, K> };

const filled = (v: string) => v.trim() !== '';

export function authRules(mode: AuthMode, getValues: UseFormGetValues<AuthForm>): Rules {
  const register = mode === 'register';
  return {
    username: { validate: (v) => filled(v) || t('auth.usernameRequired') },
    email: register
      ? {
          validate: {
            required: (v) => filled(v) || t('auth.emailRequired'),
            email: (v) => v.includes('@') || t('auth.emailInvalid'),
          },
        }
      : {},
    password: {
      validate: {
        required: (v) => v !== '' || t('auth.passwordRequired'),
        length: (v) => !register || v.length >= MIN_PASSWORD_LENGTH || t('auth.passwordTooShort'),
      },
    },
    confirmPassword: register ? { validate: (v) => v === getValues('password') || t('auth.passwordMismatch') } : {},
  };
}
