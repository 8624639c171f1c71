/**
 * The signed-in session as kept in browser storage (spec part 1 §3): loginToken, accessToken, user,
 * permissionTypes. Everything that reads or clears it goes through here, and listeners hear about
 * every change (login, logout, a 401 clearing it).
 */
import { appStorage, safeSet } from './storage';

export const SESSION_KEYS = { loginToken: 'loginToken', accessToken: 'accessToken', user: 'user', permissionTypes: 'permissionTypes' } as const;
/** a token stored under the snake_case name by older pages is still honoured */
const LEGACY_ACCESS_TOKEN = 'access_token';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role?: string;
}

import type { PermissionType } from './core';

export type { PermissionType };

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of [...listeners]) l();
}

/** Hears logins and logouts of this page and of other tabs (the storage event). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const keys: readonly string[] = Object.values(SESSION_KEYS);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || keys.includes(e.key)) listener();
  };
  const win = typeof window === 'undefined' ? undefined : window;
  win?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    win?.removeEventListener('storage', onStorage);
  };
}

/** The bearer token: loginToken, else the access token. */
export function getToken(): string | null {
  const s = appStorage();
  return s.getItem(SESSION_KEYS.loginToken) || s.getItem(SESSION_KEYS.accessToken) || s.getItem(LEGACY_ACCESS_TOKEN) || null;
}

export function getStoredUser(): SessionUser | null {
  const raw = appStorage().getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!u || typeof u.username !== 'string') return null;
    return { id: Number(u.id ?? 0), username: u.username, email: typeof u.email === 'string' ? u.email : '', role: u.role };
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  safeSet(SESSION_KEYS.loginToken, token);
  safeSet(SESSION_KEYS.accessToken, token);
  safeSet(SESSION_KEYS.user, JSON.stringify(user));
  emit();
}

/** A fresh token for the signed-in user (a password change revokes the older ones). */
export function replaceToken(token: string): void {
  const user = getStoredUser();
  if (user) saveSession(token, user);
}

/** An edit saved on the server (the profile's e-mail) reaches the stored user and the top bar. */
export function updateStoredUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const user = getStoredUser();
  if (!user) return;
  safeSet(SESSION_KEYS.user, JSON.stringify({ ...user, ...patch }));
  emit();
}

export function savePermissionTypes(types: PermissionType[]): void {
  safeSet(SESSION_KEYS.permissionTypes, JSON.stringify(types));
}

export function getPermissionTypes(): PermissionType[] {
  try {
    const parsed = JSON.parse(appStorage().getItem(SESSION_KEYS.permissionTypes) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PermissionType[]) : [];
  } catch {
    return [];
  }
}

/** Logout and 401: every session key goes. */
export function clearSession(): void {
  const s = appStorage();
  for (const key of [...Object.values(SESSION_KEYS), LEGACY_ACCESS_TOKEN]) {
    try {
      s.removeItem(key);
    } catch {
      // nothing stored
    }
  }
  emit();
}
