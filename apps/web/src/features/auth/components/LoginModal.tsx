/**
 * Login / register modal (spec part 1 §2.3, §5, §8). Changing mode clears the form; a successful
 * registration switches to login mode. Loaded on demand: react-hook-form stays out of the home route.
 */
import { useSingleFlight } from '../../../lib/single-flight';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { postRegister } from '../api/register';
import { FormField } from '../../../components/FormField';
import { authRules, type AuthForm, type AuthMode } from './auth-rules';

const EMPTY: AuthForm = { username: '', email: '', password: '', confirmPassword: '' };

export function LoginModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const toast = useToast();
  const { login } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const form = useForm<AuthForm>({ defaultValues: EMPTY });
  const { register, handleSubmit, reset, getValues, formState } = form;
  const once = useSingleFlight();
  const rules = authRules(mode, getValues);
  const isRegister = mode === 'register';

  const switchMode = (next: AuthMode) => {
    reset(EMPTY);
    setMode(next);
  };

  const onSubmit = async (v: AuthForm) => {
    try {
      if (isRegister) {
        await postRegister(v.username.trim(), v.email.trim(), v.password);
        toast.success(t('auth.registerSuccess'));
        switchMode('login');
      } else {
        await login(v.username.trim(), v.password);
        toast.success(t('auth.loginSuccess'));
        onClose();
      }
    } catch (e) {
      if (e instanceof ApiError && e.status > 0) toast.error(e.message || t(isRegister ? 'auth.registerFailed' : 'auth.loginFailed'));
      else toast.error(t('auth.operationFailed'));
    }
  };

  return (
    <Modal title={t(isRegister ? 'auth.registerTitle' : 'auth.loginTitle')} onClose={onClose} testId="login-modal">
      <form className="auth-form" noValidate onSubmit={once(handleSubmit(onSubmit))} data-mode={mode}>
        <FormField label={t('auth.username')} error={formState.errors.username?.message}>
          {(a11y) => <input {...a11y} autoComplete="username" placeholder={t('auth.usernamePlaceholder')} {...register('username', rules.username)} />}
        </FormField>
        {isRegister && (
          <FormField label={t('auth.email')} error={formState.errors.email?.message}>
            {(a11y) => <input {...a11y} type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} {...register('email', rules.email)} />}
          </FormField>
        )}
        <FormField label={t('auth.password')} error={formState.errors.password?.message}>
          {(a11y) => <input {...a11y} type="password" autoComplete={isRegister ? 'new-password' : 'current-password'} placeholder={t('auth.passwordPlaceholder')} {...register('password', rules.password)} />}
        </FormField>
        {isRegister && (
          <FormField label={t('auth.confirmPassword')} error={formState.errors.confirmPassword?.message}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} {...register('confirmPassword', rules.confirmPassword)} />}
          </FormField>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.submitting') : t(isRegister ? 'auth.submitRegister' : 'auth.submitLogin')}
        </button>
        <button type="button" className="link-button" onClick={() => switchMode(isRegister ? 'login' : 'register')}>
          {t(isRegister ? 'auth.toLogin' : 'auth.toRegister')}
        </button>
      </form>
    </Modal>
  );
}
