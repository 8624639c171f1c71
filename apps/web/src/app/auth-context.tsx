/**
 * Who is signed in (spec part 1 §3, §4): the session in browser storage, the profile's role, and
 * the login modal. A 401 anywhere clears the session (http client) and opens the login modal here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { postLogin, type LoginResult } from '../features/auth/api/login';
import { fetchPermissionTypes } from '../features/auth/api/permissions';
import { isAdministrator, useProfile } from '../features/auth/api/profile';
import { unauthorizedBus } from '../lib/notify';
import { clearSession, getStoredUser, getToken, onSessionChange, saveSession, savePermissionTypes, type SessionUser } from '../lib/session';

const LoginModal = lazy(() => import('../features/auth/components/LoginModal').then((m) => ({ default: m.LoginModal })));

export interface AuthApi {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  login(username: string, password: string): Promise<LoginResult>;
  logout(): void;
  openLogin(): void;
  closeLogin(): void;
  loginOpen: boolean;
}

const AuthContext = createContext<AuthApi | null>(null);

interface Snapshot {
  token: string | null;
  user: SessionUser | null;
}
let cached: Snapshot = { token: null, user: null };
let cachedRaw = '';
function readSession(): Snapshot {
  const token = getToken();
  const user = getStoredUser();
  const raw = `${token}|${JSON.stringify(user)}`;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = { token, user };
  }
  return cached;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(onSessionChange, readSession, readSession);
  const [loginOpen, setLoginOpen] = useState(false);
  const signedIn = session.token !== null && session.user !== null;
  const profile = useProfile(signedIn ? session.token : null);

  useEffect(
    () =>
      unauthorizedBus.on(() => {
        queryClient.removeQueries({ queryKey: ['user'] });
        setLoginOpen(true);
      }),
    [queryClient],
  );

  const login = useCallback(async (username: string, password: string) => {
    const result = await postLogin(username, password);
    saveSession(result.token, result.user);
    fetchPermissionTypes().then(savePermissionTypes, () => {});
    return result;
  }, []);

  const logout = useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
  }, [queryClient]);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const api = useMemo<AuthApi>(
    () => ({
      user: signedIn ? session.user : null,
      token: signedIn ? session.token : null,
      isAuthenticated: signedIn,
      isAdmin: signedIn && isAdministrator(profile.data?.role),
      login,
      logout,
      openLogin,
      closeLogin,
      loginOpen,
    }),
    [signedIn, session, profile.data?.role, login, logout, openLogin, closeLogin, loginOpen],
  );

  return (
    <AuthContext.Provider value={api}>
      {children}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal onClose={closeLogin} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside <AuthProvider>');
  return auth;
}
