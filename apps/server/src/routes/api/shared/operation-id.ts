/**
 * The operationId of a route that a factory registers for signed-in callers (/api/v1) and for
 * guests (/api/no-auth): the name, and for the guest route the name ending in Guest — a guest route
 * is the one without an API-key scope (every /api/v1 route must state one).
 */
export const operationIdOf = (name: string, config: { scope?: string }): string => (config.scope === undefined ? `${name}Guest` : name);
