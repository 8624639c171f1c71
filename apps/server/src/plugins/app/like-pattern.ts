/** LIKE / ILIKE patterns from a visitor's text: its %, _ and \ match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
