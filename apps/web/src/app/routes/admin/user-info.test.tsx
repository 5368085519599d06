import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { adminUserDetail, mockAdminUsersApi } from '@/testing/admin-users-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe('/user/all-users-info/:id', () => {
  it('shows the account, its balances, use, orders, requests and ledger, with Edit and Create order', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi({ detail: adminUserDetail({ pending_email: 'ada@new.example' }) });
    renderApp('/user/all-users-info/7');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('ada@new.example')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/user/all-users-edit/7');
    expect(screen.getByRole('link', { name: 'Create order for this user' })).toHaveAttribute(
      'href',
      '/user/create-order?user=7',
    );
    const balances = within(screen.getByRole('region', { name: 'Balances and limits' }));
    expect(balances.getByRole('row', { name: /AI chat tokens/ })).toHaveTextContent('5,0001,200');
    const usage = within(screen.getByRole('region', { name: 'Use over the last 30 days' }));
    expect(usage.getByRole('row', { name: /AI chat tokens/ })).toHaveTextContent('1,200');
    const orders = within(screen.getByRole('region', { name: 'Orders' }));
    expect(orders.getByRole('link', { name: /Order #14/ })).toHaveAttribute('href', '/user/all-orders/14');
    const requests = within(screen.getByRole('region', { name: 'Support requests' }));
    expect(requests.getByRole('link', { name: 'Cannot download my invoice' })).toHaveAttribute(
      'href',
      '/user/all-support/41',
    );
    const ledger = within(screen.getByRole('region', { name: 'Latest balance changes' }));
    expect(ledger.getByRole('row', { name: /AI images/ })).toHaveTextContent('Used');
  });

  it('leaves the IPs out when there are none', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi({ detail: adminUserDetail({ registration_ip: null, last_login_ip: null }) });
    renderApp('/user/all-users-info/7');
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 });
    expect(screen.queryByText('Registration IP')).not.toBeInTheDocument();
  });
});
