/** The kinds of a saved address (spec part 1 §2.6). Free of zod so the page can import the list itself. */
export const ADDRESS_TYPES = ['wallet', 'contract', 'exchange', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
