/** The page sizes a list offers (spec part 2 §2.2): 10, 25, 50, 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
