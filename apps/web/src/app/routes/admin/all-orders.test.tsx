import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { adminOrdersPage, mockAdminOrdersApi } from '@/testing/admin-order-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const table = () => screen.findByRole('table', { name: 'Orders' });
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

describe('/user/all-orders', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/all-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists every order with its buyer, plan, amount, gateway and status, and the revenue', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    renderApp('/user/all-orders');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Order #21' })).toHaveAttribute(
      'href',
      '/user/all-orders/21',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/all-users-info/7',
    );
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('Creator');
    expect(rows[0]).toHaveTextContent('$29');
    expect(rows[0]).toHaveTextContent('Stripe');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).not.toHaveTextContent('Test mode');
    expect(rows[1]).toHaveTextContent('Account deleted');
    expect(rows[1]).toHaveTextContent('Sandbox');
    expect(rows[1]).toHaveTextContent('Test mode');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Not paid');

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue).toHaveTextContent('$1,234.50 from 12 paid orders');
    expect(revenue).toHaveTextContent('€80 from 1 paid order');
    expect(screen.getByRole('link', { name: 'Create order' })).toHaveAttribute('href', '/user/create-order');
  });

  it('asks with the filters, the search (once typing pauses) and the sort, and keeps them in the URL', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockAdminOrdersApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-orders');
    await table();
    expect(lastQuery(queries)).toEqual({ page: '1', page_size: '20', sort: '-created' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gateway' }), 'Stripe');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Highest amount first');
    await waitFor(() =>
      expect(lastQuery(queries)).toMatchObject({
        status: 'paid',
        gateway: 'stripe',
        from: '2026-03-01',
        to: '2026-03-31',
        sort: '-amount',
      }),
    );
    const searchesBefore = queries.filter((query) => query.has('search')).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ada@');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ search: 'ada@', status: 'paid' }));
    expect(queries.filter((query) => query.has('search')).length - searchesBefore).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'paid',
      gateway: 'stripe',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: '-amount',
      search: 'ada@',
    });
  });

  it('does not ask for an end date before the start date, and says why', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockAdminOrdersApi();
    renderApp('/user/all-orders?from=2026-03-10&to=2026-03-01');
    await table();
    expect(lastQuery(queries)).toMatchObject({ from: '2026-03-10' });
    expect(lastQuery(queries)).not.toHaveProperty('to');
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
  });

  it('downloads the filtered set as CSV with the same filters', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get(api('admin/orders/export/'), ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('id,email\n21,ada@example.com\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="orders-2026-03.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    URL.createObjectURL = () => 'blob:orders';
    URL.revokeObjectURL = () => undefined;
    try {
      const user = userEvent.setup();
      renderApp('/user/all-orders?status=paid&search=ada');
      await table();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['orders-2026-03.csv']));
      expect(Object.fromEntries(exports[0]!)).toEqual({ status: 'paid', search: 'ada', sort: '-created' });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says when nothing matches and clears the filters', async () => {
    signIn({ isAdmin: true });
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('admin/orders/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        return HttpResponse.json(params.has('status') ? adminOrdersPage([], []) : adminOrdersPage());
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-orders?status=failed');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('No paid orders');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await table();
    expect(router.state.location.search).toBe('');
    expect(lastQuery(queries)).not.toHaveProperty('status');
  });
});
