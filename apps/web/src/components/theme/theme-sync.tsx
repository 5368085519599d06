import { useEffect } from 'react';
import { applyTheme, useThemeStore, watchSystemTheme } from '@/lib/theme';

/** Keeps `<html class="dark">` in step with the chosen theme and, for System, with the OS. */
export function ThemeSync() {
  const resolved = useThemeStore((state) => state.resolved);
  const syncWithSystem = useThemeStore((state) => state.syncWithSystem);

  useEffect(() => applyTheme(resolved), [resolved]);
  useEffect(() => watchSystemTheme(syncWithSystem), [syncWithSystem]);

  return null;
}
