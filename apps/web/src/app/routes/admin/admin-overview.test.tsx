import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { emptyOverviewFixture, mockOverviewApi, overviewFixture } from '@/testing/admin-overview-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
  // jsdom draws no canvas: the numbers are in the summaries and the tables.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const tileIn = (list: string) => (label: string) =>
  within(screen.getByRole('list', { name: list }))
    .getByText(label, { exact: true })
    .closest('li')!;
const tile = tileIn('Key figures');
const providerTile = tileIn('AI provider figures');

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** The cells of a per-day table's row, its day first. */
const dayOf = (name: string, day: string) =>
  within(within(screen.getByRole('table', { name })).getByRole('rowheader', { name: day }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

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

  it('shows the AI provider’s calls, failures and latency', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi();
    renderApp('/user/admin-overview?days=7');
    const region = await screen.findByRole('region', { name: 'AI provider' });
    expect(providerTile('Calls')).toHaveTextContent('1,4001,384 answered');
    expect(providerTile('Failure rate')).toHaveTextContent('1.1%16 failed calls');
    expect(providerTile('Average latency')).toHaveTextContent('1.7 s');
    expect(providerTile('p95 latency')).toHaveTextContent('≤ 10 s');

    const failures = within(region).getByRole('list', { name: 'Failures by kind' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rate limited9', 'Request refused2', 'Provider error4', 'Unreachable or timed out1']);
    expect(within(failures).queryByText('Key or access refused')).not.toBeInTheDocument();

    expect(rowsOf('AI provider calls per kind')).toEqual([
      'KindText (chats, code, templates)Calls1,210Failed12Average820 msp95≤ 2 s',
      'KindImagesCalls140Failed3Average8.6 sp95≤ 30 s',
      'KindText to speechCalls34Failed1Average1.5 sp95≤ 2 s',
      'KindSpeech to textCalls16Failed0Average6.2 sp95over 60 s',
    ]);
    expect(dayOf('AI provider calls per day, newest first', 'Mar 6')).toEqual(['195', '9', '1.8 s']);
    expect(
      within(region).getByText(
        'AI provider calls over the last 7 days: 1,400 in total, most on Mar 7 (240). ' +
          'Failed calls over the last 7 days: 16 in total, most on Mar 6 (9).',
      ),
    ).toBeInTheDocument();
  });

  it('says when the AI provider’s answered calls were all slow and none failed', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi({
      ...overviewFixture,
      provider: {
        ...emptyOverviewFixture.provider,
        calls: 3,
        latency_avg_ms: 850,
        latency_p95_ms: null,
        per_day: overviewFixture.dates.map((date, index) => ({
          date,
          calls: index === 6 ? 3 : 0,
          failed: 0,
          latency_avg_ms: index === 6 ? 850 : null,
        })),
      },
    });
    renderApp('/user/admin-overview?days=7');
    const region = await screen.findByRole('region', { name: 'AI provider' });
    expect(providerTile('Failure rate')).toHaveTextContent('0%0 failed calls');
    expect(providerTile('Average latency')).toHaveTextContent('850 ms');
    expect(providerTile('p95 latency')).toHaveTextContent('over 60 s');
    expect(within(region).getByText('No failures')).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Failures by kind' })).not.toBeInTheDocument();
    // A day without answered calls has no latency.
    expect(dayOf('AI provider calls per day, newest first', 'Mar 9')).toEqual(['0', '0', '—']);
    expect(dayOf('AI provider calls per day, newest first', 'Mar 10')).toEqual(['3', '0', '850 ms']);
  });

  it('says so when nothing happened in the period', async () => {
    signIn({ isAdmin: true });
    mockOverviewApi(emptyOverviewFixture);
    renderApp('/user/admin-overview?days=7');
    expect(await screen.findByText('No revenue in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No orders in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No new users in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No generations in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No AI provider calls in the last 7 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(tile('Revenue')).toHaveTextContent('Nothing paid in this period');
    expect(providerTile('Calls')).toHaveTextContent(/^Calls0$/);
    for (const label of ['Failure rate', 'Average latency', 'p95 latency']) {
      expect(providerTile(label)).toHaveTextContent(new RegExp(`^${label}—$`));
    }
    expect(screen.queryByText('Failures by kind')).not.toBeInTheDocument();
  });
});
