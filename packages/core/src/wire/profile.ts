/** GET and PUT /api/user/profile: the signed-in account, and the e-mail edit (DESIGN §6 deviation). */
import { z } from 'zod';
import { RegisterBodySchema } from './auth';
import { UserRoleSchema } from './common';

export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: UserRoleSchema,
  is_active: z.boolean(),
  /** what the account may do beyond reading (every permission for an administrator; granted ones otherwise), e.g. contracts:write */
  permissions: z.array(z.string()),
  /** the console's permission flag: may edit contracts and maintain coin info on eth (contracts:write) */
  can_edit_contracts: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z.object({ email: RegisterBodySchema.shape.email });
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;
