/** Bodies and answers of /api/auth/* with the spec's validation messages (part 1 §5, §7), and GET /api/permissions. */
import { z } from 'zod';
import { usernameProblem } from '../username';
import { UserRoleSchema } from './common';

const USERNAME_REQUIRED = '请输入用户名';
const PASSWORD_REQUIRED = '请输入密码';
const EMAIL_REQUIRED = '请输入邮箱';

export const RegisterBodySchema = z.object({
  username: z
    .string({ error: USERNAME_REQUIRED })
    .trim()
    .min(1, USERNAME_REQUIRED)
    .max(64, '用户名不能超过64个字符')
    .superRefine((name, ctx) => {
      const problem = usernameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, '邮箱地址过长')
    .regex(/^[^\s@]+@[^\s@]+$/, '请输入有效的邮箱地址'),
  password: z.string({ error: PASSWORD_REQUIRED }).min(6, '密码长度至少6位').max(256, '密码过长'),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  username: z.string({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(256, '密码过长'),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const ChangePasswordBodySchema = z.object({
  current_password: z.string({ error: '请输入当前密码' }).min(1, '请输入当前密码').max(256, '密码过长'),
  new_password: z.string({ error: '新密码长度不能少于6位' }).min(6, '新密码长度不能少于6位').max(256, '密码过长'),
  confirm_password: z.string().optional(),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: UserRoleSchema,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const LoginDataSchema = z.object({
  user: PublicUserSchema,
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: UserRoleSchema,
  access_token: z.string(),
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
});
export type LoginData = z.infer<typeof LoginDataSchema>;

/** The answer of a password change: it revokes every older token, so the caller gets a fresh one. */
export const FreshTokenSchema = z.object({
  access_token: z.string(),
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
});
export type FreshToken = z.infer<typeof FreshTokenSchema>;

export const PermissionTypeSchema = z.object({ config_value: z.string(), config_name: z.string() });
export type PermissionType = z.infer<typeof PermissionTypeSchema>;
