/**
 * Accounts made before migration 021 whose usernames differ only by case or width (`demo`, `Demo`,
 * `ｄｅｍｏ`): the later ones keep no canonical form (never merged) and are reported at every start,
 * `explorer migrate` and `explorer user clashes`, until renamed with `explorer user rename`.
 */
import type { Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { createUsersRepository, type UsernameClash } from '../plugins/app/users-repository';

/** A username as a shell word: anything but printable ASCII as \uXXXX in $'…', so look-alikes and invisible characters show. */
export function shellUsername(name: string): string {
  if (/^[\w.@-]+$/.test(name)) return name;
  const escaped = [...name]
    .map((ch) => {
      const cp = ch.codePointAt(0)!;
      if (cp >= 0x20 && cp < 0x7f) return ch === "'" || ch === '\\' ? `\\${ch}` : ch;
      return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    })
    .join('');
  return `$'${escaped}'`;
}

/** One line per clash, with the way out. */
export function describeClashes(clashes: UsernameClash[]): string[] {
  return clashes.map(
    (c) => `${c.others.map(shellUsername).join(', ')} ${c.others.length === 1 ? 'clashes' : 'clash'} with ${shellUsername(c.holder)}: rename with explorer user rename NAME NEW_USERNAME`,
  );
}

/** Fills the canonical forms still missing and logs a warning naming the clashing usernames (never e-mails or hashes). */
export async function reportUsernameClashes(database: Pick<Database, 'db'>, logger: Logger): Promise<UsernameClash[]> {
  const clashes = await createUsersRepository(database.db).backfillCanonical();
  if (clashes.length) {
    logger.warn(
      { clashes: clashes.map((c) => ({ holder: shellUsername(c.holder), others: c.others.map(shellUsername) })) },
      `usernames that differ only by case or Unicode compatibility form (made before migration 021) keep separate accounts until renamed:\n${describeClashes(clashes).join('\n')}`,
    );
  }
  return clashes;
}
