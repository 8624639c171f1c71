/** POST /api/auth/login: username, password → user and a bearer token (part 1 §7). */
import type { LoginBody, LoginData } from '../core';
import { apiPost } from '../http';
import type { SessionUser } from '../session';

export type { LoginData } from '../core';

export interface LoginResult {
  token: string;
  user: SessionUser;
  message: string;
}

/** The login answer carries either a user object or the flat fields, and access_token or token. */
export function readLogin(data: LoginData | null | undefined): { token: string; user: SessionUser } | null {
  if (!data) return null;
  const token = data.access_token ?? data.token;
  const user: SessionUser | null = data.user
    ? { id: data.user.id, username: data.user.username, email: data.user.email ?? '', role: data.user.role }
    : data.username
      ? { id: Number(data.user_id ?? 0), username: data.username, email: data.email ?? '', role: data.role }
      : null;
  return token && user ? { token, user } : null;
}

export async function postLogin(username: string, password: string): Promise<LoginResult> {
  const body = await apiPost<LoginData>('/api/auth/login', { username, password } satisfies LoginBody);
  const read = readLogin(body.data);
  if (!read) throw new Error('login answer without a token');
  return { ...read, message: body.message };
}
