import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { emptyOverviewFixture, mockOverviewApi } from '@/testing/admin-overview-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
  // jsdom draws no canvas: the numbers are in the summaries and the tables.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const tile = (label: string) =>
  within(screen.getByRole('list', { name: 'Key figures' }))
    .getByText(label, { exact: true })
    .closest('li')!;

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('/user/admin-overview', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/admin-overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for 30 days, then for the period picked, kept in the URL', async () => {
    signIn({ isAdmin: true });
    const days = mockOverviewApi();
    const { router } = renderApp('/user/admin-overview');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Key figures' });
    expect(days).toEqual(['30']);
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(period).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(days.at(-1)).toBe('7'));
    expect(router.state.location.search).toBe('?days=7');
    expect(within(period).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(/Revenue in USD over the last 7 days/);
  });

  it('opens the period the URL names', async () => {
    signIn({ isAdmin: true });
    const days = mockOverviewApi();
    renderApp('/user/admin-overview?days=90');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(days).toEqual(['90']);
  });

  it('shows the period’s totals in the tiles', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi();
    renderApp('/user/admin-overview?days=7');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(tile('Revenue')).toHaveTextContent('€15');
    expect(tile('Revenue')).toHaveTextContent('$79.50');
    expect(tile('Paid orders')).toHaveTextContent('4Of 8 orders made');
    expect(tile('New users')).toHaveTextContent('5');
    expect(tile('Active users')).toHaveTextContent('9Of 42 users in all');
    expect(tile('Generations')).toHaveTextContent('150');
    expect(tile('Open support requests')).toHaveTextContent('3');
    expect(
      within(tile('Open support requests')).getByRole('link', { name: 'Support Center' }),
    ).toHaveAttribute('href', '/user/all-support');
  });

  it('lists each chart’s values in a table', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi();
    renderApp('/user/admin-overview?days=7');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(rowsOf('Revenue per payment gateway')).toEqual([
      'GatewayStripePaid orders2Revenue$59.50',
      'GatewayManual (by an admin)Paid orders1Revenue$20',
      'GatewaySandboxPaid orders1Revenue€15',
    ]);
    expect(rowsOf('Orders by status')).toEqual(['Pending2', 'Paid4', 'Failed1', 'Canceled0', 'Refunded1']);
    expect(rowsOf('Generations per tool')).toContain('AI chat answers120');
    expect(rowsOf('Generations per tool')).toContain('AI images14');
    // Per day, newest first, one column per currency.
    const revenue = rowsOf('Revenue per day, newest first');
    expect(revenue).toHaveLength(7);
    expect(revenue[1]).toBe('Mar 9€15$59.50');
    expect(revenue[4]).toBe('Mar 6€0$0');
    expect(rowsOf('New users per day, newest first')[0]).toBe('Mar 102');
    expect(
      screen.getByText('New users over the last 7 days: 5 in total, most on Mar 6 (3).'),
    ).toBeInTheDocument();
  });

  it('says so when nothing happened in the period', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi(emptyOverviewFixture);
    renderApp('/user/admin-overview?days=7');
    expect(await screen.findByText('No revenue in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No orders in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No new users in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No generations in the last 7 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(tile('Revenue')).toHaveTextContent('Nothing paid in this period');
  });
});
