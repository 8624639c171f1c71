/**
 * Families registered beside the product's (a test's own family). The
 * family registry (families/index.ts) reads this list once, when it is evaluated, and the routes
 * derive their chain parameters from it: register first, then import the server dynamically.
 */
import type { ServerFamily } from './types';

const registered: ServerFamily[] = [];

export function registerServerFamily(family: ServerFamily): void {
  if (registered.some((f) => f.family === family.family)) throw new Error(`the ${family.family} family is already registered`);
  registered.push(family);
}

export const registeredFamilies = (): readonly ServerFamily[] => registered;
