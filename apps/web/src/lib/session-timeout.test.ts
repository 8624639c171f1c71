import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, watchInactivity } from './session-timeout';
import { memoryStorage, setAppStorage, type KeyValueStorage } from './storage';

describe('watchInactivity (settings sessionTimeout)', () => {
  let storage: KeyValueStorage;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
    storage = memoryStorage();
    setAppStorage(storage);
  });
  afterEach(() => vi.useRealTimers());

  it('signs out after the timeout without input, once', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    watchInactivity(5, onTimeout, target);
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60 * 60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('each kind of input starts the wait again', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    watchInactivity(30, onTimeout, target);
    for (const type of ['mousemove', 'keydown', 'touchstart', 'scroll', 'wheel', 'mousedown']) {
      vi.advanceTimersByTime(29 * 60_000);
      target.dispatchEvent(new Event(type));
    }
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30 * 60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stopping it cancels the sign-out and stops listening', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    const stop = watchInactivity(5, onTimeout, target);
    stop();
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('counts from the last input remembered by an earlier page: already past → signs out at once', () => {
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 6 * 60_000));
    const onTimeout = vi.fn();
    watchInactivity(5, onTimeout, new EventTarget());
    vi.advanceTimersByTime(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('input seen by another tab (the remembered time) keeps this one signed in', () => {
    const onTimeout = vi.fn();
    watchInactivity(5, onTimeout, new EventTarget());
    vi.advanceTimersByTime(4 * 60_000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4 * 60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
