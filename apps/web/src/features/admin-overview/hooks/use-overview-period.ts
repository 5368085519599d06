import { OVERVIEW_PERIODS, type TOverviewPeriod } from '@inkwell/contract';
import { useSearchParams } from 'react-router';
import { withFilter } from '@/lib/url-filters';

/** The period shown when the URL names none. */
export const DEFAULT_PERIOD: TOverviewPeriod = 30;

function readPeriod(value: string | null): TOverviewPeriod {
  return OVERVIEW_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/** The overview's period, kept in the URL as `?days=` (absent for the default 30). */
export function useOverviewPeriod(): [TOverviewPeriod, (days: TOverviewPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const days = readPeriod(params.get('days'));
  const setDays = (next: TOverviewPeriod) =>
    setParams((current) => withFilter(current, 'days', String(next), String(DEFAULT_PERIOD)));
  return [days, setDays];
}
