/** The home overview (spec part 1 §3 Home stats; the shape is in @explorer/core wire/home-stats.ts): its time window. */
export const WINDOW_SECONDS = 600;
