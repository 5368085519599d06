import { useEffect } from 'react';
import { setDateSettings } from '@/lib/date-settings';
import { useDisplaySettings } from '../api/get-display-settings';

/**
 * Reads the site's display settings and applies their date settings to every date the app
 * shows. Renders nothing; mounted by the signed-in area only (the public pages keep the defaults).
 */
export default function DateSettingsSync() {
  const date = useDisplaySettings().data?.date;
  useEffect(() => {
    if (date) setDateSettings(date);
  }, [date]);
  return null;
}
