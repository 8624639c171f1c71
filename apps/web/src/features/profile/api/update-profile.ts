/** PUT /api/user/profile {email} (the e-mail edit is saved, DESIGN §6) and PUT /api/auth/change-password. */
import { apiPut } from '../../../lib/http';
import type { ChangePasswordBody, Profile, UpdateProfileBody } from '../../../lib/core';

export async function putEmail(email: string): Promise<Profile> {
  return (await apiPut<Profile>('/api/user/profile', { email } satisfies UpdateProfileBody)).data;
}

export async function putPassword(body: Omit<ChangePasswordBody, 'confirm_password'>): Promise<string> {
  return (await apiPut<null>('/api/auth/change-password', { ...body, confirm_password: body.new_password } satisfies ChangePasswordBody))
    .message;
}
