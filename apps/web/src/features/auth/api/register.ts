/** POST /api/auth/register: username, email, password (part 1 §7). */
import type { RegisterBody } from '../../../lib/core';
import { apiPost } from '../../../lib/http';

export async function postRegister(username: string, email: string, password: string): Promise<string> {
  const body = await apiPost<unknown>('/api/auth/register', { username, email, password } satisfies RegisterBody);
  return body.message;
}
