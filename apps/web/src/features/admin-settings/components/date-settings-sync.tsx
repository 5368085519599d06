import { useEffect } from 'react';
import { giveUpDateSettings, setDateSettings } from '@/lib/date-settings';
import { useDisplaySettings } from '../api/get-display-settings';

/** The longest the signed-in area's pages wait for the settings before using the defaults. */
const WAIT_MS = 1500;

/**
 * Reads the site's display settings and applies their date settings to every date the app
 * shows. Renders nothing; mounted by the signed-in area only (the public pages keep the defaults).
 */
export default function DateSettingsSync() {
  const settings = useDisplaySettings();
  const date = settings.data?.date;
  useEffect(() => {
    if (date) setDateSettings(date);
  }, [date]);
  const failed = settings.error !== null;
  useEffect(() => {
    if (failed) giveUpDateSettings();
  }, [failed]);
  useEffect(() => {
    const timer = setTimeout(giveUpDateSettings, WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
