/** /api/no-auth/sol/… for guests (block transactions at most 50 a page): a slot's transactions, a transaction's detail and its artifacts. */
import { GUEST_LIMITS } from '../shared/limits';
import { solRoutes } from '../shared/sol-routes';

export default solRoutes({ limits: GUEST_LIMITS, tags: ['sol (guest)'], errors: [400, 500], config: {} });
