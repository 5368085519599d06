import type { QueryClient } from '@tanstack/react-query';
import type { TDateSettings, TDisplaySettings } from '@inkwell/contract';
import { setDateSettings } from '@/lib/date-settings';

/** Query keys of the site's display settings and the admins' date and IP settings. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  display: ['admin-settings', 'display'] as const,
  date: ['admin-settings', 'date'] as const,
  ip: ['admin-settings', 'ip'] as const,
};

/** Saved date settings: kept for both queries and applied to every date on screen at once. */
export function storeDateSettings(queryClient: QueryClient, settings: TDateSettings): void {
  queryClient.setQueryData(adminSettingsKeys.date, settings);
  queryClient.setQueryData<TDisplaySettings>(adminSettingsKeys.display, (display) =>
    display ? { ...display, date: settings } : { date: settings },
  );
  setDateSettings(settings);
}
