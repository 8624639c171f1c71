/** Bodies and answers of /api/user/api-keys (spec part 1 §2.5, §5, §7); the secret is only in the create answer. */
import { z } from 'zod';

const NAME_REQUIRED = '请输入密钥名称';
const PERMISSIONS_REQUIRED = '请选择权限范围';
const RATE_LIMIT_INVALID = '请设置有效的请求限制数量';
const EXPIRES_INVALID = '请设置有效的过期时间（未来的日期）';

const Name = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, '密钥名称不能超过100个字符');
const RateLimit = z.number({ error: RATE_LIMIT_INVALID }).int(RATE_LIMIT_INVALID).min(1, RATE_LIMIT_INVALID).max(100000, RATE_LIMIT_INVALID).nullable();
/** an ISO date or date-time in the future; parsed into a Date */
const ExpiresAt = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: EXPIRES_INVALID })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() > Date.now(), EXPIRES_INVALID)
  .nullable();

export const CreateApiKeyBodySchema = z.object({
  name: Name,
  permissions: z.array(z.string(), { error: PERMISSIONS_REQUIRED }).min(1, PERMISSIONS_REQUIRED).max(20),
  rate_limit: RateLimit.optional(),
  expires_at: ExpiresAt.optional(),
});
/** what a client sends (expires_at as text) */
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

export const UpdateApiKeyBodySchema = z
  .object({ is_active: z.boolean({ error: 'is_active 必须是布尔值' }).optional(), name: Name.optional(), rate_limit: RateLimit.optional() })
  .refine((b) => b.is_active !== undefined || b.name !== undefined || b.rate_limit !== undefined, '请提供要修改的字段');
export type UpdateApiKeyBody = z.input<typeof UpdateApiKeyBodySchema>;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  api_key: z.string(),
  permissions: z.array(z.string()),
  rate_limit: z.number().int().nullable().describe('requests per hour; null = unlimited'),
  is_active: z.boolean(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreatedApiKeySchema = ApiKeySchema.extend({ secret_key: z.string().describe('shown only in this answer') });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const DeletedApiKeySchema = z.object({ id: z.number().int() });
export type DeletedApiKey = z.infer<typeof DeletedApiKeySchema>;
