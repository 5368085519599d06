import { DEFAULT_DATE_SETTINGS, type TDateSettings } from '@inkwell/contract';
import { useSyncExternalStore } from 'react';

// How the app shows dates (the admins' Date Display settings): one value for the whole app,
// the defaults until the signed-in area has read the site's settings (static/settings/).
let current: TDateSettings = DEFAULT_DATE_SETTINGS;
/** Whether the site's settings have been read (or given up on) since the app started. */
let known = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function getDateSettings(): TDateSettings {
  return current;
}

/** Applies new settings; the same ones again change nothing (no re-render). */
export function setDateSettings(next: TDateSettings): void {
  const same =
    next.date_format === current.date_format &&
    next.time_format === current.time_format &&
    next.time_zone === current.time_zone;
  if (same && known) return;
  current = next;
  known = true;
  notify();
}

/** The site's settings could not be read: the defaults stand, and the pages need not wait. */
export function giveUpDateSettings(): void {
  if (known) return;
  known = true;
  notify();
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

/**
 * Whether the site's settings are known: the signed-in area draws its pages once they are, so
 * a page is never drawn in the defaults and again (its fields emptied) when they arrive.
 */
export function useDateSettingsKnown(): boolean {
  return useSyncExternalStore(
    subscribeDateSettings,
    () => known,
    () => false,
  );
}

/** The browser's IANA time zone (`Europe/Berlin`), UTC where the runtime cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
