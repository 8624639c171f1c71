/**
 * Who is calling. authenticate() resolves the caller from the request or throws a 401 with the spec's
 * message; requireUser is the onRequest hook of the /api/v1 and /api/user scopes. The first
 * strategy is the bearer JWT; further ones (API keys: api-key-auth.ts) are passed in and tried after it.
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { TokenService } from './tokens';
import type { Role, UsersRepository } from './users-repository';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export type Strategy = (request: FastifyRequest) => Promise<AuthUser | null>;

export interface Auth {
  tokens: TokenService;
  authenticate(request: FastifyRequest): Promise<AuthUser>;
  requireUser(request: FastifyRequest): Promise<void>;
}

export function createAuth(deps: { users: UsersRepository; tokens: TokenService; strategies?: Strategy[] }): Auth {
  const { users, tokens } = deps;

  const bearerJwt: Strategy = async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized();
    let claims: { userId: number; version: number };
    try {
      claims = await tokens.verify(match[1]);
    } catch {
      throw unauthorized();
    }
    const user = await users.findById(claims.userId);
    // a password change, a disabled account or sign-out everywhere bumped the version: older tokens are void
    if (!user || !user.is_active || user.token_version !== claims.version) throw unauthorized();
    return { id: user.id, username: user.username, email: user.email, role: user.role };
  };

  const strategies: Strategy[] = [bearerJwt, ...(deps.strategies ?? [])];

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    for (const strategy of strategies) {
      const user = await strategy(request);
      if (user) return user;
    }
    throw unauthorized();
  }

  return {
    tokens,
    authenticate,
    async requireUser(request) {
      request.user = await authenticate(request);
    },
  };
}
