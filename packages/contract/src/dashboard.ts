import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { CONSUMABLE_CAPABILITIES, type TConsumableCapability } from './billing.js';

/** The user's dashboard (/user): the latest creations of each tool and 30 days of use. */
export const DASHBOARD_TOOLS = [
  'chats',
  'codes',
  'templates',
  'images',
  'speeches',
  'transcriptions',
] as const;
export type TDashboardTool = (typeof DASHBOARD_TOOLS)[number];

/** Latest creations listed per tool. */
export const DASHBOARD_LATEST_COUNT = 4;
/** Days of usage the chart shows, today included. */
export const USAGE_DAYS = 30;

/**
 * One creation as the dashboard lists it, whatever the tool: what names it (a chat's title, a
 * prompt, a text, a file name), a line about it (assistant, language, voice, status) and, for
 * an image, its thumbnail (a signed link, good for minutes).
 */
export const ZDashboardItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  created_at: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type TDashboardItem = z.infer<typeof ZDashboardItemSchema>;

const count = z.number().int().nonnegative();
/** What was spent on one day (in the asked time zone), per consumable. */
export const ZUsageDaySchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  spent: z.object(
    Object.fromEntries(CONSUMABLE_CAPABILITIES.map((c) => [c, count])) as Record<
      TConsumableCapability,
      typeof count
    >,
  ),
});
export type TUsageDay = z.infer<typeof ZUsageDaySchema>;

/** A time zone the runtime knows (IANA: `Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** GET users/dashboard/: days are counted in `time_zone` (the browser's), UTC when left out. */
export const ZDashboardQuerySchema = z.object({
  time_zone: z
    .string()
    .trim()
    .max(64, 'Pick a time zone such as Europe/Berlin.')
    .refine(isTimeZone, 'Pick a time zone such as Europe/Berlin.')
    .default('UTC'),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuerySchema>;

export const ZDashboardResponseSchema = z.object({
  latest: z.object(
    Object.fromEntries(DASHBOARD_TOOLS.map((tool) => [tool, z.array(ZDashboardItemSchema)])) as Record<
      TDashboardTool,
      z.ZodArray<typeof ZDashboardItemSchema>
    >,
  ),
  /** USAGE_DAYS days, oldest first, the last being today; days without use are zeros. */
  usage: z.array(ZUsageDaySchema),
  time_zone: z.string(),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponseSchema>;

/** The signed-in user's dashboard, under users/. */
export const dashboardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'users/dashboard/',
    query: ZDashboardQuerySchema,
    status: 200,
    answer: ZDashboardResponseSchema,
    errors: [400, 401],
  }),
};
