import type { TOverviewPeriod } from '@inkwell/contract';

/** The overview's query (the contract's input type leaves `days` unknown: it is coerced). */
export type TOverviewParams = {
  days: TOverviewPeriod;
};

/** Query keys of the admins' overview of the business. */
export const adminOverviewKeys = {
  all: ['admin-overview'] as const,
  detail: (query: TOverviewParams) => ['admin-overview', 'detail', query] as const,
  mail: ['admin-overview', 'mail'] as const,
};
