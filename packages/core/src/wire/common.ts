/** Pieces shared by the API's wire shapes: the page fields of every list answer, the account roles. */
import { z } from 'zod';

/** total, page and page_size of a paginated list answer (spread into its object). */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
};

export const UserRoleSchema = z.enum(['user', 'administrator']);
export type UserRole = z.infer<typeof UserRoleSchema>;
