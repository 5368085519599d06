import type { TComboboxOption } from '@/components/ui/combobox';

/** "GMT+01:00" for a zone at this moment; '' where the runtime cannot tell. */
function zoneOffset(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Every IANA zone the browser knows (UTC first), searchable by city with spaces: "America/New York (GMT-05:00)". */
export function listTimeZoneOptions(current: string, now: Date = new Date()): TComboboxOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  if (current && !zones.includes(current)) zones.push(current);
  return zones.map((zone) => {
    const offset = zoneOffset(zone, now);
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset && offset !== 'GMT' ? `${name} (${offset})` : name };
  });
}
