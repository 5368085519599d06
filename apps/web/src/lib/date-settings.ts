import { DEFAULT_DATE_SETTINGS, type TDateSettings } from '@inkwell/contract';
import { useSyncExternalStore } from 'react';

// How the app shows dates (the admins' Date Display settings): one value for the whole app,
// the defaults until the signed-in area has read the site's settings (static/settings/).
let current: TDateSettings = DEFAULT_DATE_SETTINGS;
const listeners = new Set<() => void>();

export function getDateSettings(): TDateSettings {
  return current;
}

/** Applies new settings; the same ones again change nothing (no re-render). */
export function setDateSettings(next: TDateSettings): void {
  if (
    next.date_format === current.date_format &&
    next.time_format === current.time_format &&
    next.time_zone === current.time_zone
  ) {
    return;
  }
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeDateSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The prerendered pages are drawn with the defaults.
const serverSnapshot = () => DEFAULT_DATE_SETTINGS;

/** The current settings; the component renders again when they change. */
export function useDateSettings(): TDateSettings {
  return useSyncExternalStore(subscribeDateSettings, getDateSettings, serverSnapshot);
}

/** The browser's IANA time zone (`Europe/Berlin`), UTC where the runtime cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
