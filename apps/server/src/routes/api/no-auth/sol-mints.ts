/** /api/no-auth/sol/mints: the public mint-address list (at most 100 a page) and one mint (spec part 2 §2.7, §7). */
import { GUEST_MINT_LIMITS, mintReadRoutes } from '../shared/sol-mints';

export default mintReadRoutes({ limits: GUEST_MINT_LIMITS, tags: ['sol mints (guest)'], errors: [400, 500], config: {} });
