/**
 * The settings' logActivity: while it is on, sign-ins, sign-outs and settings changes are recorded in
 * this browser (the newest 20) and shown on the security tab; turning it off clears the record.
 */
import { useSyncExternalStore } from 'react';
import { getSettings } from './settings';
import { appStorage, safeSet } from './storage';

export const ACTIVITY_KEY = 'activityLog';
export const ACTIVITY_MAX = 20;
export type ActivityKind = 'signIn' | 'signOut' | 'timeout' | 'saved' | 'imported';
export interface ActivityEntry {
  kind: ActivityKind;
  /** epoch ms */
  at: number;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; entries: ActivityEntry[] } = { raw: null, entries: [] };

export function readActivity(): ActivityEntry[] {
  let raw: string | null = null;
  try {
    raw = appStorage().getItem(ACTIVITY_KEY);
  } catch {
    // storage refused
  }
  if (raw === cache.raw) return cache.entries;
  let entries: ActivityEntry[] = [];
  try {
    const parsed = JSON.parse(raw ?? '[]') as unknown;
    if (Array.isArray(parsed)) entries = parsed.filter((e): e is ActivityEntry => !!e && typeof e.kind === 'string' && typeof e.at === 'number');
  } catch {
    entries = [];
  }
  cache = { raw, entries };
  return entries;
}

function emit(): void {
  for (const l of [...listeners]) l();
}

/** Records an event when logActivity is on. */
export function logActivity(kind: ActivityKind, at = Date.now()): void {
  if (!getSettings().logActivity) return;
  safeSet(ACTIVITY_KEY, JSON.stringify([{ kind, at }, ...readActivity()].slice(0, ACTIVITY_MAX)));
  emit();
}

export function clearActivity(): void {
  try {
    appStorage().removeItem(ACTIVITY_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

export function useActivity(): ActivityEntry[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    readActivity,
    readActivity,
  );
}
