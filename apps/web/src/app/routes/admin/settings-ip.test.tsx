import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { mockAdminSettingsApi } from '@/testing/admin-settings';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

function openPage() {
  signIn({ isAdmin: true });
  const fake = mockAdminSettingsApi({ ip: { record_ips: true, show_ips: true, retention_days: 365 } });
  renderApp('/user/settings-ip');
  return { ...fake, user: userEvent.setup() };
}

describe('/user/settings-ip', () => {
  it('shows the saved settings and explains the nightly erase', async () => {
    openPage();
    expect(await screen.findByRole('switch', { name: 'Record users’ IP addresses' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show IP addresses in the users pages' })).toBeChecked();
    expect(screen.getByLabelText('Keep IP addresses for (days)')).toHaveValue(365);
    expect(screen.getByText(/0 keeps them until the account is deleted/)).toHaveTextContent(
      'Every night, addresses older than this are erased.',
    );
  });

  it('saves the switches and the days', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { puts, user } = openPage();
    await user.click(await screen.findByRole('switch', { name: 'Show IP addresses in the users pages' }));
    const days = screen.getByLabelText('Keep IP addresses for (days)');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save IP settings' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('IP settings saved'));
    expect(puts).toEqual([
      { path: 'admin/settings/ip/', body: { record_ips: true, show_ips: false, retention_days: 30 } },
    ]);
  });

  it('asks for the days before saving, and shows the server’s field error under them', async () => {
    const { puts, user } = openPage();
    const days = await screen.findByLabelText('Keep IP addresses for (days)');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save IP settings' }));
    expect(days).toHaveAccessibleDescription('Enter a number of days.');
    expect(puts).toEqual([]);
    server.use(
      http.put(api('admin/settings/ip/'), () =>
        HttpResponse.json({ retention_days: ['Use at most 3650 days.'] }, { status: 400 }),
      ),
    );
    await user.type(days, '9999');
    await user.click(screen.getByRole('button', { name: 'Save IP settings' }));
    expect(days).toHaveAccessibleDescription('Use at most 3650 days.');
  });
});
