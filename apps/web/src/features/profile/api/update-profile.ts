/** PUT /api/user/profile {email} (the e-mail edit is saved, DESIGN §6) and PUT /api/auth/change-password. */
import { apiPut } from '../../../lib/http';
import type { ChangePasswordBody, FreshToken, Profile, UpdateProfileBody } from '../../../lib/core';
import { replaceToken } from '../../../lib/session';

export async function putEmail(email: string): Promise<Profile> {
  return (await apiPut<Profile>('/api/user/profile', { email } satisfies UpdateProfileBody)).data;
}

/** Changes the password; the server revokes every older token and returns a fresh one, kept here. */
export async function putPassword(body: Omit<ChangePasswordBody, 'confirm_password'>): Promise<string> {
  const res = await apiPut<FreshToken>('/api/auth/change-password', { ...body, confirm_password: body.new_password } satisfies ChangePasswordBody);
  replaceToken(res.data.token);
  return res.message;
}
