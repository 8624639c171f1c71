/** GET /api/user/personal/earnings: block rewards of the saved addresses per UTC day (the transactions use transaction.ts). */
import { z } from 'zod';

export const EarningsDaySchema = z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), blocks: z.number().int(), reward: z.string().describe('base units') });
export type EarningsDay = z.infer<typeof EarningsDaySchema>;

export const EarningsSchema = z.object({
  addresses: z.array(z.string()).describe('the saved addresses of this chain the rewards are counted for'),
  days: z.array(EarningsDaySchema),
  total: z.string().describe('base units'),
});
export type Earnings = z.infer<typeof EarningsSchema>;
