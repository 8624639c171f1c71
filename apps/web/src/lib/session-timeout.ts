/**
 * Sign-out after inactivity (the settings' sessionTimeout, in minutes): any input — mouse, key,
 * touch, wheel or scroll — starts the wait again; when it runs out, onTimeout is called once.
 * The last input is remembered (LAST_ACTIVITY_KEY, at most once a second) so a page opened again
 * later — or another tab — counts the idle time from there, not from its own start.
 */
import { appStorage, safeSet } from './storage';

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
export const LAST_ACTIVITY_KEY = 'lastActivity';

export interface ActivityTarget {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

function storedLastActivity(): number | null {
  try {
    const n = Number(appStorage().getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** A sign-in or sign-out: the next session's idle time starts from its own start. */
export function forgetLastActivity(): void {
  try {
    appStorage().removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // nothing stored
  }
}

/** Starts watching; the returned function stops it. */
export function watchInactivity(minutes: number, onTimeout: () => void, target: ActivityTarget = window): () => void {
  const ms = minutes * 60_000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;
  let written = 0;
  const schedule = (wait: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(expire, Math.max(0, wait));
  };
  const expire = () => {
    // another tab may have seen input meanwhile
    const last = storedLastActivity();
    const left = last === null ? 0 : last + ms - Date.now();
    if (left > 0) return schedule(left);
    done = true;
    stop();
    onTimeout();
  };
  const onInput = () => {
    if (done) return;
    const now = Date.now();
    if (now - written >= 1000) {
      written = now;
      safeSet(LAST_ACTIVITY_KEY, String(now));
    }
    schedule(ms);
  };
  const options = { passive: true, capture: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onInput, options);
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onInput, { capture: true });
  };
  const last = storedLastActivity();
  if (last === null) {
    written = Date.now();
    safeSet(LAST_ACTIVITY_KEY, String(written));
    schedule(ms);
  } else schedule(last + ms - Date.now());
  return () => {
    done = true;
    stop();
  };
}
