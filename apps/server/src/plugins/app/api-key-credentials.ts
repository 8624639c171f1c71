/**
 * API key material: the public key (`ek_` + 24 base62 chars), the secret (32 random bytes, base64url)
 * and the stored hash of the secret.
 *
 * Why HMAC-SHA-256 with a server pepper and not argon2id: argon2 exists to slow down guessing of
 * low-entropy passwords. The secret here is 256 random bits, so no amount of guessing can recover it
 * from a hash, and a deliberately slow hash (tens of ms of CPU and MBs of memory) on every API-key
 * request would be a denial-of-service lever. The pepper (kept in app_settings, not beside the hashes
 * in api_keys) additionally makes a leaked api_keys table useless on its own. Comparison is
 * constant-time.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SettingsRepository } from './settings-repository';

export const API_KEY_PEPPER_SETTING = 'api_key_pepper';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HASH_PREFIX = 'hmac-sha256$';

export function newApiKey(): string {
  let out = 'ek_';
  for (let i = 0; i < 24; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface SecretHasher {
  hash(secret: string): string;
  verify(secret: string, stored: string): boolean;
}

export function createSecretHasher(pepper: string): SecretHasher {
  const digest = (secret: string) => createHmac('sha256', pepper).update(secret, 'utf8').digest();
  return {
    hash: (secret) => HASH_PREFIX + digest(secret).toString('base64url'),
    verify(secret, stored) {
      if (!stored.startsWith(HASH_PREFIX)) return false;
      const expected = Buffer.from(stored.slice(HASH_PREFIX.length), 'base64url');
      const actual = digest(secret);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** The pepper shared by every API process on the database (generated once). */
export async function resolveSecretHasher(settings: SettingsRepository): Promise<SecretHasher> {
  const pepper = await settings.getOrCreate(API_KEY_PEPPER_SETTING, () => randomBytes(32).toString('base64url'));
  return createSecretHasher(pepper);
}
