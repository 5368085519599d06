import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CookieBanner } from './cookie-banner';

const KEY = 'cookie_accepted_inkwell';

describe('CookieBanner', () => {
  it.each([
    ['Accept', 'true'],
    ['Decline', 'false'],
  ])('%s stores %s for 365 days under the suffixed key and hides the banner', async (choice, stored) => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithProviders(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    await userEvent.click(screen.getByRole('button', { name: choice }));
    expect(Cookies.get(KEY)).toBe(stored);
    expect(set).toHaveBeenCalledWith(KEY, stored, {
      expires: 365,
      path: '/',
      sameSite: 'strict',
      secure: false,
    });
    expect(banner).not.toBeInTheDocument();
  });

  it('stays hidden once answered', () => {
    Cookies.set(KEY, 'false');
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not an answer', () => {
    Cookies.set(KEY, 'maybe');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
