import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type Scale,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useChartColors, type TChartColors } from './use-chart-colors';
import { useReducedMotion } from './use-reduced-motion';

// Only what a bar chart draws: chart.js leaves the rest out of this chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface TBarSeries {
  label: string;
  data: number[];
  /** Its colour's index in the theme's series colours. */
  color: number;
}

interface BarChartProps {
  labels: string[];
  series: TBarSeries[];
  /** What the chart shows, read out in place of the picture. */
  summary: string;
  stacked?: boolean;
  /** Bars along the x axis, one category per row (tools by name). */
  horizontal?: boolean;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

function chartConfig(
  { labels, series, stacked = false, horizontal = false }: Omit<BarChartProps, 'summary'>,
  colors: TChartColors,
  reducedMotion: boolean,
): ChartConfiguration<'bar'> {
  const font = { family: colors.font, size: 12 };
  const axis = { stacked, ticks: { color: colors.text, font }, border: { color: colors.grid } };
  const categoryAxis = {
    ...axis,
    grid: { display: false },
    // Days may skip labels; a horizontal chart's rows (tools) each keep theirs.
    ticks: {
      ...axis.ticks,
      maxRotation: 0,
      autoSkipPadding: 12,
      autoSkip: !horizontal,
      // On a phone a row's long name is cut short (the summary and the table keep it whole).
      callback(this: Scale, value: string | number) {
        const label = this.getLabelForValue(Number(value));
        return horizontal && this.chart.width < 480 && label.length > 16 ? `${label.slice(0, 15)}…` : label;
      },
    },
  };
  const valueAxis = {
    ...axis,
    beginAtZero: true,
    grid: { color: colors.grid },
    border: { display: false },
    ticks: {
      ...axis.ticks,
      precision: 0,
      callback: (value: string | number) => compact.format(Number(value)),
    },
  };
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map(({ label, data, color }) => ({
        label,
        data,
        backgroundColor: colors.series[color % colors.series.length],
        borderRadius: 3,
        maxBarThickness: 22,
      })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: {
          display: series.length > 1,
          position: 'bottom',
          labels: {
            color: colors.text,
            font,
            boxWidth: 10,
            boxHeight: 10,
            useBorderRadius: true,
            borderRadius: 2,
          },
        },
        tooltip: {
          backgroundColor: colors.surface,
          titleColor: colors.foreground,
          bodyColor: colors.foreground,
          borderColor: colors.grid,
          borderWidth: 1,
          titleFont: { ...font, weight: 'bold' },
          bodyFont: font,
          boxPadding: 4,
          // The stacked chart lists only the tools used that day.
          filter: (item) => (horizontal ? item.parsed.x : item.parsed.y) !== 0 || series.length === 1,
        },
      },
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
    },
  };
}

/** A bar chart on a canvas, in the theme's colours, named for screen readers by its summary. */
export function BarChart(props: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const colors = useChartColors();
  const reducedMotion = useReducedMotion();
  const { labels, series, stacked, horizontal } = props;
  useEffect(() => {
    const element = canvas.current;
    // No 2D context (a test's DOM): the summary and the table still say it all.
    if (!element?.getContext('2d')) return;
    const chart = new Chart(
      element,
      chartConfig({ labels, series, stacked, horizontal }, colors, reducedMotion),
    );
    return () => chart.destroy();
  }, [labels, series, stacked, horizontal, colors, reducedMotion]);
  return (
    <div className="relative h-52 w-full">
      <canvas ref={canvas} role="img" aria-label={props.summary} />
    </div>
  );
}
