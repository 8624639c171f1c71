/** /api/v1/sol/… for signed-in users: a slot's transactions, a transaction's detail and its artifacts. */
import { USER_LIMITS } from '../shared/limits';
import { solRoutes } from '../shared/sol-routes';

export default solRoutes({ limits: USER_LIMITS, tags: ['sol'], errors: [400, 401, 500], config: { scope: 'transactions:read' } });
