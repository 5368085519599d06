import { DEFAULT_DATE_SETTINGS } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDateSettings } from '@/lib/date-settings';
import { useSession } from '@/lib/session';
import { mockAdminSettingsApi } from '@/testing/admin-settings';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
  // Only the clock is fixed (noon UTC: the same day in nearly every zone); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

function openPage(settings = DEFAULT_DATE_SETTINGS) {
  signIn({ isAdmin: true });
  const fake = mockAdminSettingsApi({ date: settings });
  renderApp('/user/settings-date');
  return { ...fake, user: userEvent.setup() };
}

describe('/user/settings-date', () => {
  it('shows today as the example of every format', async () => {
    openPage();
    const formats = await screen.findByRole('group', { name: 'Date format' });
    const examples = within(formats)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(examples).toEqual([
      'Mar 10, 2026MMM d, yyyy',
      '10 Mar 2026d MMM yyyy',
      '03/10/2026MM/dd/yyyy',
      '10/03/2026dd/MM/yyyy',
      '10.03.2026dd.MM.yyyy',
      '2026-03-10yyyy-MM-dd',
    ]);
    expect(within(formats).getByRole('radio', { name: /^Mar 10, 2026/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Each viewer’s own time zone/ })).toBeChecked();
  });

  it('saves a format, 24-hour clock and a zone picked from the list, and applies them at once', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { puts, user } = openPage();
    await user.click(await screen.findByRole('radio', { name: /^10\.03\.2026/ }));
    await user.click(screen.getByRole('radio', { name: '24-hour (15:05)' }));
    await user.click(screen.getByRole('radio', { name: /^One time zone for everyone/ }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone for everyone' }), 'Berlin');
    await user.click(await screen.findByRole('option', { name: /^Europe\/Berlin/ }));
    // Berlin is an hour ahead of UTC in March.
    expect(screen.getByText('10.03.2026, 13:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save date settings' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(puts).toEqual([
      {
        path: 'admin/settings/date/',
        body: { date_format: 'dd.MM.yyyy', time_format: '24h', time_zone: 'Europe/Berlin' },
      },
    ]);
    expect(getDateSettings()).toEqual({
      date_format: 'dd.MM.yyyy',
      time_format: '24h',
      time_zone: 'Europe/Berlin',
    });
    // The page is drawn again with the saved choice.
    expect(await screen.findByRole('radio', { name: /^10\.03\.2026/ })).toBeChecked();
  });

  it('asks for a zone when one zone for everyone is chosen without one', async () => {
    const { puts, user } = openPage();
    await user.click(await screen.findByRole('radio', { name: /^One time zone for everyone/ }));
    await user.click(screen.getByRole('button', { name: 'Save date settings' }));
    expect(screen.getByRole('combobox', { name: 'Time zone for everyone' })).toHaveAccessibleDescription(
      'Pick a time zone such as Europe/Berlin.',
    );
    expect(puts).toEqual([]);
  });

  it('shows the server’s field error under its field', async () => {
    const { user } = openPage({ ...DEFAULT_DATE_SETTINGS, time_zone: 'UTC' });
    server.use(
      http.put(api('admin/settings/date/'), () =>
        HttpResponse.json({ time_zone: ['This zone is not known here.'] }, { status: 400 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save date settings' }));
    expect(
      await screen.findByRole('combobox', { name: 'Time zone for everyone' }),
    ).toHaveAccessibleDescription('This zone is not known here.');
  });
});

describe('the signed-in area', () => {
  it('shows its dates in the admins’ format, zone and clock', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    server.use(
      http.get(api('static/settings/'), () =>
        HttpResponse.json({ date: { date_format: 'dd/MM/yyyy', time_format: '24h', time_zone: 'UTC' } }),
      ),
    );
    renderApp('/user/audit-log');
    expect(await screen.findByText('10/03/2026, 14:05')).toBeInTheDocument();
  });
});
