import type { QueryClient } from '@tanstack/react-query';
import {
  dateSettingsEndpoints,
  displaySettingsEndpoints,
  type TDateSettings,
  type TDisplaySettings,
} from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { setDateSettings } from '@/lib/date-settings';

/** Saved date settings: kept for both queries and applied to every date on screen at once. */
export function storeDateSettings(queryClient: QueryClient, settings: TDateSettings): void {
  queryClient.setQueryData(endpointKey(dateSettingsEndpoints.get), settings);
  queryClient.setQueryData<TDisplaySettings>(endpointKey(displaySettingsEndpoints.get), (display) =>
    display ? { ...display, date: settings } : { date: settings },
  );
  setDateSettings(settings);
}
