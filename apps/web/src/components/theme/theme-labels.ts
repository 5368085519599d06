import type { TTheme } from '@/lib/theme';

/** The theme choices as the menu and its trigger name them. */
export const THEME_LABELS: Record<TTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
