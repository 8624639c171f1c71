/**
 * Browser storage behind a small interface so the session and settings code runs in unit tests
 * (Node has no localStorage) and survives a browser that refuses storage (private mode quotas).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let current: KeyValueStorage | undefined;

export function appStorage(): KeyValueStorage {
  if (current) return current;
  try {
    current = globalThis.localStorage ?? memoryStorage();
  } catch {
    current = memoryStorage();
  }
  return current;
}

/** Tests swap in a memory storage. */
export function setAppStorage(storage: KeyValueStorage): void {
  current = storage;
}

export function safeSet(key: string, value: string): void {
  try {
    appStorage().setItem(key, value);
  } catch {
    // quota or a refused storage: the value lives for this page only
  }
}
