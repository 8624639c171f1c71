/** LIKE / ILIKE patterns from a visitor's text: its %, _ and \ match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** the shortest text looked up anywhere in a value: a trigram index (pg_trgm) needs 3 characters */
export const INFIX_MIN_LENGTH = 3;

/**
 * An address search: any part of it ('%text%', found through the address's trigram index) from
 * INFIX_MIN_LENGTH characters on, its beginning ('text%') below that.
 */
export const addressPattern = (text: string): string => (text.length >= INFIX_MIN_LENGTH ? `%${escapeLike(text)}%` : `${escapeLike(text)}%`);
