/** Polls until fn returns a value other than undefined (errors count as "not yet"). */
export async function waitUntil<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000, intervalMs = 250): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
