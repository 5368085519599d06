import { create } from 'zustand';

/** Mirrored in public/before-paint.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'inkwell-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];
export type TResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): TTheme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as TTheme) : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  // No window when the build renders a page to HTML (src/prerender.tsx).
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function resolveTheme(theme: TTheme): TResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

export function applyTheme(resolved: TResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
}

/** Calls `onChange` when the operating system switches between light and dark. */
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The state at start-up: the stored choice (default System), resolved against the OS. */
export function initialThemeState(): Pick<ThemeState, 'theme' | 'resolved'> {
  const theme = readStoredTheme();
  return { theme, resolved: resolveTheme(theme) };
}

interface ThemeState {
  theme: TTheme;
  resolved: TResolvedTheme;
  setTheme: (theme: TTheme) => void;
  syncWithSystem: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  ...initialThemeState(),
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Not persisted (storage blocked), but still applied for this visit.
    }
    set({ theme, resolved: resolveTheme(theme) });
  },
  syncWithSystem: () => {
    const { theme } = get();
    if (theme === 'system') set({ resolved: resolveTheme('system') });
  },
}));
