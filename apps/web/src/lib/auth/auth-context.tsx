/**
 * Who is signed in (spec part 1 §3, §4): the session in browser storage, the profile's role, and
 * whether the login modal is open (the app renders it). A 401 anywhere clears the session (http client)
 * and opens the login modal.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { postLogin, type LoginResult } from './login';
import { fetchPermissionTypes } from './permissions';
import { isAdministrator, useProfile } from './profile';
import type { ContractWriter } from '../core';
import { unauthorizedBus } from '../notify';
import { clearSession, getStoredUser, getToken, onSessionChange, saveSession, savePermissionTypes, type SessionUser } from '../session';

export interface AuthApi {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** the profile's role and permissions (contract writes: mayWriteContracts); null for guests and until the profile loads */
  writer: ContractWriter | null;
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
      writer: signedIn && profile.data ? { role: isAdministrator(profile.data.role) ? 'administrator' : 'user', permissions: profile.data.permissions ?? [] } : null,
      login,
      logout,
      openLogin,
      closeLogin,
      loginOpen,
    }),
    [signedIn, session, profile.data, login, logout, openLogin, closeLogin, loginOpen],
  );

  return (
    <AuthContext.Provider value={api}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside <AuthProvider>');
  return auth;
}
