import { createElement } from 'react';
import { formatChartDay } from '@/components/charts/format-chart-day';
import type { TChartTableRow } from '../components/chart-table';
import { NO_VALUE } from './overview-figures';

export interface TDayColumn {
  /** One value per day, oldest first, as the chart has them; null where the day has none. */
  values: readonly (number | null)[];
  format: (value: number) => string;
}

/** A per-day chart's table rows, newest first. */
export function dayRows(dates: string[], columns: TDayColumn[]): TChartTableRow[] {
  return dates
    .map((date, index) => ({
      key: date,
      label: createElement('time', { dateTime: date }, formatChartDay(date)),
      values: columns.map(({ values, format }) => {
        const value = values[index];
        return value === null ? NO_VALUE : format(value ?? 0);
      }),
    }))
    .reverse();
}
