/** The login modal, loaded when first opened (by the login button or by a 401 anywhere). */
import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth/auth-context';

const LoginModal = lazy(() => import('../features/auth/components/LoginModal').then((m) => ({ default: m.LoginModal })));

export function LoginHost() {
  const { loginOpen, closeLogin } = useAuth();
  if (!loginOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal onClose={closeLogin} />
    </Suspense>
  );
}
