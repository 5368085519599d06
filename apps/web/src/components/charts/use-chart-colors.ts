import { useEffect, useState } from 'react';

/** The colours a chart is drawn in, read from the app's CSS variables for the theme in use. */
export interface TChartColors {
  /** One per series, in order: the sidebar's tools after chat. */
  series: string[];
  text: string;
  grid: string;
  surface: string;
  foreground: string;
  font: string;
}

// Distinct in both themes; each variable is tuned per theme in styles/globals.css.
const SERIES_VARIABLES = ['--primary', '--violet', '--success', '--star', '--muted-foreground'];

function readChartColors(): TChartColors {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  return {
    series: SERIES_VARIABLES.map((name) => read(name, '#6366f1')),
    text: read('--muted-foreground', '#525a70'),
    grid: read('--border', '#e3e6ef'),
    surface: read('--card', '#ffffff'),
    foreground: read('--foreground', '#0f1222'),
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
  };
}

/**
 * The chart colours, read again when the theme changes: ThemeSync switches the `dark` class on
 * `<html>` after React commits, so the class itself is watched, not the theme store.
 */
export function useChartColors(): TChartColors {
  const [colors, setColors] = useState(readChartColors);
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const next = readChartColors();
      setColors((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
