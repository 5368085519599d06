import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockAdminSettingsApi } from '@/testing/admin-settings';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

function openPage(url = '/user/audit-log') {
  signIn({ isAdmin: true });
  const fake = mockAdminSettingsApi();
  const { router } = renderApp(url);
  return { ...fake, router, user: userEvent.setup() };
}

const lastAsked = (urls: URL[]) => Object.fromEntries(urls.at(-1)?.searchParams ?? []);

describe('/user/audit-log', () => {
  it('lists who did what, on what, from where, with links to the targets', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Edited a user');
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('203.0.113.9');
    expect(within(table).getByRole('link', { name: 'User #42' })).toHaveAttribute(
      'href',
      '/user/all-users-info/42',
    );
    expect(within(table).getByRole('link', { name: 'Order #17' })).toHaveAttribute(
      'href',
      '/user/all-orders/17',
    );
    expect(within(table).getByRole('link', { name: 'Date Display settings' })).toHaveAttribute(
      'href',
      '/user/settings-date',
    );
    expect(within(table).getByText('Deleted admin')).toBeInTheDocument();
  });

  it('sends each filter to the API and keeps it in the URL', async () => {
    const { auditUrls, router, user } = openPage();
    await screen.findByRole('table', { name: 'Audit log' });
    expect(lastAsked(auditUrls)).toEqual({ page: '1', page_size: '25' });
    await user.selectOptions(screen.getByLabelText('Admin'), 'ops@example.com');
    await waitFor(() => expect(lastAsked(auditUrls)).toMatchObject({ admin_id: '2' }));
    await user.selectOptions(screen.getByLabelText('Action'), 'Refunded an order');
    await user.selectOptions(screen.getByLabelText('Target'), 'Order');
    await user.type(screen.getByLabelText('Target id'), '17');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(lastAsked(auditUrls)).toEqual({
        page: '1',
        page_size: '25',
        admin_id: '2',
        action: 'order.refund',
        target_type: 'order',
        target_id: '17',
        from: '2026-03-01',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('target_id')).toBe('17');
  });

  it('reads the filters from the URL', async () => {
    const { auditUrls } = openPage('/user/audit-log?action=settings.date&to=2026-03-09&page=2');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(lastAsked(auditUrls)).toEqual({
      page: '2',
      page_size: '25',
      action: 'settings.date',
      to: '2026-03-09',
    });
    expect(screen.getByLabelText('Action')).toHaveValue('settings.date');
  });

  it('opens an entry to show what changed, before and after', async () => {
    const { user } = openPage();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [first] = within(table).getAllByRole('button', { name: 'Show changes' });
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const changes = document.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(within(changes).getByText('Role').nextElementSibling).toHaveTextContent(
      'Before: user After: admin',
    );
    expect(within(changes).getByText('Full name').nextElementSibling).toHaveTextContent(
      'Grace Hopper (unchanged)',
    );
    expect(within(changes).getByText('Is blocked').nextElementSibling).toHaveTextContent('No (unchanged)');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByText('Role')).not.toBeInTheDocument();
  });
});
