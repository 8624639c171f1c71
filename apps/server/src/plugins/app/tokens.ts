/**
 * Session tokens: HS256 JWTs signed with jose. The secret is config.jwtSecret or, without it, a random
 * secret generated once and kept in app_settings so every API process on the database shares it.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SettingsRepository } from './settings-repository';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const JWT_SECRET_SETTING = 'jwt_secret';

export async function resolveJwtSecret(configured: string | undefined, settings: SettingsRepository): Promise<Uint8Array> {
  const secret = configured ?? (await settings.getOrCreate(JWT_SECRET_SETTING, () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}

export interface TokenService {
  readonly ttlSeconds: number;
  sign(user: { id: number; username: string; token_version: number }): Promise<string>;
  /** The user id and token version of a valid, unexpired token signed with our secret; throws otherwise. */
  verify(token: string): Promise<{ userId: number; version: number }>;
}

export function createTokenService(secret: Uint8Array, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  return {
    ttlSeconds,
    async sign(user) {
      return new SignJWT({ username: user.username, ver: user.token_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0) throw new Error('token without a user id');
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) throw new Error('token with a bad version');
      return { userId: id, version };
    },
  };
}
