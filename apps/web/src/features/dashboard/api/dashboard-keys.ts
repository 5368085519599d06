import type { TDashboardQuery } from '@inkwell/contract';

/** Query keys of the signed-in user's dashboard: the latest creations and 30 days of use. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (query: TDashboardQuery) => ['dashboard', 'detail', query] as const,
};
