import { z } from 'zod';
import { isTimeZone } from './dashboard.js';
import { endpoint } from './endpoint.js';

// ── Date display (admin/settings/date/) and IP (admin/settings/ip/) settings ──

/** Date formats an admin picks from; tokens: yyyy year, MM month, MMM month name, dd/d day. */
export const DATE_FORMATS = [
  'MMM d, yyyy',
  'd MMM yyyy',
  'MM/dd/yyyy',
  'dd/MM/yyyy',
  'dd.MM.yyyy',
  'yyyy-MM-dd',
] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['12h', '24h'] as const;
export type TTimeFormat = (typeof TIME_FORMATS)[number];
export const TIME_FORMAT_LABELS: Record<TTimeFormat, string> = {
  '12h': '12-hour (3:05 PM)',
  '24h': '24-hour (15:05)',
};

/**
 * How the web app shows dates and times, everywhere. `time_zone` null: each viewer's own
 * (the browser's); an IANA name: everyone sees that zone's clock.
 */
export const ZDateSettingsSchema = z.object({
  date_format: z.enum(DATE_FORMATS, 'Pick one of the formats.'),
  time_format: z.enum(TIME_FORMATS, 'Pick 12-hour or 24-hour.'),
  time_zone: z
    .string()
    .trim()
    .max(64, 'Pick a time zone such as Europe/Berlin.')
    .refine(isTimeZone, 'Pick a time zone such as Europe/Berlin.')
    .nullable(),
});
export type TDateSettings = z.infer<typeof ZDateSettingsSchema>;

export const DEFAULT_DATE_SETTINGS: TDateSettings = Object.freeze({
  date_format: 'MMM d, yyyy',
  time_format: '12h',
  time_zone: null,
});

/** GET static/settings: what every browser needs to show the site the way the admins set it. */
export const ZDisplaySettingsSchema = z.object({ date: ZDateSettingsSchema });
export type TDisplaySettings = z.infer<typeof ZDisplaySettingsSchema>;

/** Stored IPs are erased after at most this many days (0: kept until the account goes). */
export const IP_RETENTION_MAX_DAYS = 3650;

export const ZIpSettingsSchema = z.object({
  /** Record the registration and last sign-in IP of users (and of support requests). */
  record_ips: z.boolean('Use true or false.'),
  /** Show the stored IPs in the users pages. */
  show_ips: z.boolean('Use true or false.'),
  retention_days: z
    .number('Enter a number of days.')
    .int('Enter a whole number of days.')
    .min(0, 'Use 0 (keep) or more.')
    .max(IP_RETENTION_MAX_DAYS, `Use at most ${IP_RETENTION_MAX_DAYS} days.`),
});
export type TIpSettings = z.infer<typeof ZIpSettingsSchema>;

export const DEFAULT_IP_SETTINGS: TIpSettings = Object.freeze({
  record_ips: true,
  show_ips: true,
  retention_days: 365,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of a moment on the clock of `timeZone` (undefined: the runtime's own). */
function clockParts(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as the date settings show it ("Nov 25, 2026", "25/11/2026, 15:05"); `withTime`
 * adds the time of day. An unparseable value is returned as it came.
 */
export function formatDisplayDate(iso: string, settings: TDateSettings, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day, hour, minute } = clockParts(date, settings.time_zone ?? undefined);
  const text = settings.date_format
    .replace('yyyy', String(year))
    .replace('MMM', MONTHS[month - 1] ?? '')
    .replace('MM', pad(month))
    .replace('dd', pad(day))
    .replace(/\bd\b/, String(day));
  if (!withTime) return text;
  const time =
    settings.time_format === '24h'
      ? `${pad(hour)}:${pad(minute)}`
      : `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${text}, ${time}`;
}

/** How dates and times are shown everywhere: read, and set. */
export const dateSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/settings/date/',
    status: 200,
    answer: ZDateSettingsSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/settings/date/',
    body: ZDateSettingsSchema,
    status: 200,
    answer: ZDateSettingsSchema,
    errors: [400, 401, 403],
  }),
};

/** Whether users' IPs are recorded and shown, and how long they are kept: read, and set. */
export const ipSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/settings/ip/',
    status: 200,
    answer: ZIpSettingsSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/settings/ip/',
    body: ZIpSettingsSchema,
    status: 200,
    answer: ZIpSettingsSchema,
    errors: [400, 401, 403],
  }),
};
