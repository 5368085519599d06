import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialThemeState, THEME_STORAGE_KEY, useThemeStore } from '@/lib/theme';
import { mediaQuery } from '@/testing/media-query';
import { ThemeSync } from './theme-sync';
import { ThemeToggle } from './theme-toggle';

const html = document.documentElement;

/** Starts the theme the way a page load does: from localStorage and the OS preference. */
function boot(stored: string | null, prefersDark = false) {
  mediaQuery.prefersDark = prefersDark;
  if (stored) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  act(() => useThemeStore.setState(initialThemeState()));
  return render(
    <>
      <ThemeSync />
      <ThemeToggle />
    </>,
  );
}

describe('theme', () => {
  beforeEach(() => {
    html.classList.remove('dark', 'light');
    mediaQuery.prefersDark = false;
  });

  it('applies a stored dark choice to <html>', () => {
    boot('dark');
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('applies a stored light choice even when the OS prefers dark', () => {
    boot('light', true);
    expect(html).not.toHaveClass('dark');
    expect(html).toHaveClass('light');
  });

  it('defaults to System, which follows the OS preference', () => {
    boot(null, true);
    expect(useThemeStore.getState().theme).toBe('system');
    expect(html).toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    boot('purple');
    expect(useThemeStore.getState().theme).toBe('system');
    expect(html).not.toHaveClass('dark');
  });

  it('switches and stores the choice from the header menu', async () => {
    const user = userEvent.setup();
    boot(null);
    await user.click(screen.getByRole('button', { name: /theme/i }));
    // The menu's code loads on first open (decision 018).
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: /theme/i }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
