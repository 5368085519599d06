import { capabilityNoun, type TConsumableCapability, type TUsageDay } from '@inkwell/contract';
import { formatChartDay } from '@/components/charts/format-chart-day';
import { dashboardTools, toolTitle, type TDashboardToolEntry } from '../config/dashboard-tools';

const numbers = new Intl.NumberFormat('en-US');

/** The chat chart's balance; the other tools are counted in generations and share one chart. */
export const CHAT_CAPABILITY = 'chatbots_tokens' satisfies TConsumableCapability;

export interface TUsageTotal {
  capability: TConsumableCapability;
  /** The tool's page, for its icon. */
  page: TDashboardToolEntry['page'];
  /** The tool's name as the sidebar shows it. */
  title: string;
  total: number;
  /** "12,400 AI chat tokens", "1 AI image". */
  text: string;
}

export const formatCount = (count: number): string => numbers.format(count);

/** The 30-day sum of each tool's use, in the sidebar's order. */
export function sumUsage(usage: TUsageDay[]): TUsageTotal[] {
  return dashboardTools.map((entry) => {
    const total = usage.reduce((sum, day) => sum + day.spent[entry.capability], 0);
    return {
      capability: entry.capability,
      page: entry.page,
      title: toolTitle(entry),
      total,
      text: `${formatCount(total)} ${capabilityNoun(entry.capability, total)}`,
    };
  });
}

/** Whether any tool was used on any of the days. */
export const hasUsage = (totals: TUsageTotal[]): boolean => totals.some(({ total }) => total > 0);

/** A day's label on an axis or in the table: "Mar 5". */
export const formatUsageDay = formatChartDay;

/** The generation tools (every tool but chat), stacked in one chart. */
export const generationTools = dashboardTools.filter(({ capability }) => capability !== CHAT_CAPABILITY);
