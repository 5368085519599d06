import {
  CONSUMABLE_CAPABILITIES,
  ORDER_STATUSES,
  SUPPORT_REQUEST_STATUSES,
  type TOverview,
  type TConsumableCapability,
  type TOverviewPeriod,
} from '@inkwell/contract';
import { centsToAmount } from '../../lib/money.js';
import { zonedDayStart } from '../../lib/zoned-day.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { utcHour, type ProviderCallStats } from './provider-call-stats.js';
import { providerOverview } from './provider-overview.js';
import type { SpendRollup } from './spend-rollup.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) of a moment in `timeZone`. */
const dayFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The admins' overview: revenue per day and gateway, orders by status, new and active users,
 * generations per tool, the AI provider's failures and latency and support requests over 7, 30 or
 * 90 days, counted in the date settings' time zone. Each figure is one grouped query over an
 * indexed period (bench/admin-overview.mjs); days are built from UTC hours, so a zone half an
 * hour off UTC counts a day's first or last half hour with its neighbour.
 */
export class AdminOverview {
  constructor(
    private readonly repos: TRepositories,
    private readonly settings: SiteSettings,
    private readonly rollup: SpendRollup,
    private readonly providerCalls: ProviderCallStats,
  ) {}

  async get(days: TOverviewPeriod, now = new Date()): Promise<TOverview> {
    const timeZone = await this.settings.timeZone();
    const dayOf = dayFormatter(timeZone);
    const dates: string[] = [];
    for (let back = days - 1; back >= 0; back -= 1) dates.push(dayOf.format(now.getTime() - back * DAY_MS));
    const since = zonedDayStart(dates[0]!, timeZone);
    const dayOfHour = (hour: string) => dayOf.format(new Date(`${hour}:00:00Z`));
    const { overview } = this.repos;
    // The hours up to now rolled up and this process's provider calls written, then read.
    const [rolledUntil] = await Promise.all([
      this.rollup.roll(),
      this.providerCalls.flush().catch(() => undefined),
    ]);
    const sinceHour = utcHour(new Date(since));
    const liveSince = since > `${rolledUntil}:00:00.000Z` ? since : `${rolledUntil}:00:00.000Z`;
    const [
      revenue,
      gateways,
      statuses,
      newUsers,
      totalUsers,
      activeUsers,
      rolled,
      live,
      support,
      opened,
      providerHours,
      providerKinds,
    ] = await Promise.all([
      overview.revenueByHour(since),
      overview.revenueByGateway(since),
      overview.ordersByStatus(since),
      overview.newUsersByHour(since),
      overview.countUsers(),
      overview.countActiveUsers(since),
      overview.rolledGenerations(sinceHour, rolledUntil),
      overview.generations(liveSince),
      overview.supportByStatus(),
      overview.countSupportOpened(since),
      overview.providerCallsByHour(sinceHour),
      overview.providerCallsByKind(sinceHour),
    ]);
    const generations = (capability: TConsumableCapability) =>
      (rolled.get(capability) ?? 0) + (live.get(capability) ?? 0);
    const revenueByDay = new Map<string, number>();
    for (const row of revenue) {
      const key = `${dayOfHour(row.hour)}|${row.currency}`;
      revenueByDay.set(key, (revenueByDay.get(key) ?? 0) + row.cents);
    }
    const usersByDay = new Map<string, number>();
    for (const row of newUsers)
      usersByDay.set(dayOfHour(row.hour), (usersByDay.get(dayOfHour(row.hour)) ?? 0) + row.count);
    return {
      days,
      time_zone: timeZone,
      dates,
      revenue_per_day: [...revenueByDay]
        .map(([key, cents]) => {
          const [date = '', currency = ''] = key.split('|');
          return { date, currency, amount: centsToAmount(cents) };
        })
        .filter((row) => dates.includes(row.date))
        .sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency)),
      revenue_per_gateway: gateways.map((row) => ({
        gateway: row.gateway,
        currency: row.currency,
        amount: centsToAmount(row.cents),
        orders: row.orders,
      })),
      orders_by_status: Object.fromEntries(
        ORDER_STATUSES.map((s) => [s, statuses.get(s) ?? 0]),
      ) as TOverview['orders_by_status'],
      new_users_per_day: dates.map((date) => ({ date, count: usersByDay.get(date) ?? 0 })),
      active_users: activeUsers,
      total_users: totalUsers,
      generations: Object.fromEntries(
        CONSUMABLE_CAPABILITIES.map((c) => [c, generations(c)]),
      ) as TOverview['generations'],
      support: {
        ...(Object.fromEntries(SUPPORT_REQUEST_STATUSES.map((s) => [s, support.get(s) ?? 0])) as Omit<
          TOverview['support'],
          'opened'
        >),
        opened,
      },
      provider: providerOverview(providerHours, providerKinds, dates, dayOfHour),
    };
  }
}
