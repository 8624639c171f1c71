/** PUT /api/user/profile {email} (the e-mail edit is saved, DESIGN §6) and PUT /api/auth/change-password. */
import { apiPut } from '../../../lib/http';
import type { Profile } from '../../auth/api/profile';

export async function putEmail(email: string): Promise<Profile> {
  return (await apiPut<Profile>('/api/user/profile', { email })).data;
}

export async function putPassword(body: { current_password: string; new_password: string }): Promise<string> {
  return (await apiPut<null>('/api/auth/change-password', { ...body, confirm_password: body.new_password }))
    .message;
}
