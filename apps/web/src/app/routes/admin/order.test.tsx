import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { adminOrderDetail, mockAdminOrdersApi, refundedOrderDetail } from '@/testing/admin-order-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const region = (name: string) => screen.findByRole('region', { name });
/** Each cell's own text, without the column name a stacked (narrow) row shows before it. */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.hasAttribute('aria-hidden')))
        .map((node) => node.textContent)
        .join(''),
    );

describe('/user/all-orders/:id', () => {
  it('shows the order, its plan, its buyer, the payment events and the balance changes', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi({
      detail: adminOrderDetail({ note: 'Conference prize', failure_reason: null }),
    });
    renderApp('/user/all-orders/21');
    expect(await screen.findByRole('heading', { name: 'Order #21', level: 2 })).toBeInTheDocument();
    const details = await region('Details');
    expect(details).toHaveTextContent('$29');
    expect(details).toHaveTextContent('cs_test_21');
    expect(details).toHaveTextContent('Conference prize');
    const plan = await region('Plan');
    expect(plan).toHaveTextContent('AI images150');
    expect(plan).toHaveTextContent('AI chat tokens100,000');
    expect(plan).not.toHaveTextContent('Code generations');
    expect(within(await region('Buyer')).getByRole('link', { name: 'View user #7' })).toHaveAttribute(
      'href',
      '/user/all-users-info/7',
    );
    const events = within(await region('Payment events')).getByRole('table');
    expect(cellTexts(within(events).getAllByRole('row')[1]!)).toEqual([
      'checkout.session.completed',
      'processed',
      'Mar 2, 2026, 9:31 AM',
    ]);
    const ledger = within(await region('Balance changes')).getByRole('table');
    expect(cellTexts(within(ledger).getAllByRole('row')[1]!)).toEqual([
      'AI images',
      '+150',
      '160',
      'Purchase (order #21)',
      'Mar 2, 2026, 9:31 AM',
    ]);
  });

  it('says when the buyer deleted their account', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi({ detail: adminOrderDetail({ user: null, refundable: false }) });
    renderApp('/user/all-orders/21');
    expect(await region('Buyer')).toHaveTextContent('Account deleted');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refunds after confirmation and shows what was taken back and what was already spent', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    let refunds = 0;
    server.use(
      http.post(api('admin/orders/21/refund/'), () => {
        refunds += 1;
        return HttpResponse.json(refundedOrderDetail);
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/all-orders/21');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #21?' });
    expect(dialog).toHaveTextContent('unspent part');
    expect(dialog).toHaveTextContent('$29 is returned to the buyer through Stripe.');
    expect(refunds).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    const table = await screen.findByRole('table', { name: 'What the refund took back' });
    expect(refunds).toBe(1);
    expect(within(table).getByRole('columnheader', { name: 'Taken back' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Already spent (kept)' })).toBeInTheDocument();
    expect(cellTexts(within(table).getAllByRole('row')[1]!)).toEqual(['AI images', '150', '110', '40']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows a refused refund inside the dialog', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    server.use(
      http.post(api('admin/orders/21/refund/'), () =>
        HttpResponse.json({ detail: 'Stripe could not refund this payment.' }, { status: 502 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/user/all-orders/21');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Stripe could not refund this payment.',
    );
  });

  it('goes back to the list with the filters it was opened from', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-orders?status=paid');
    await user.click(await screen.findByRole('link', { name: 'Order #21' }));
    await user.click(await screen.findByRole('link', { name: 'Back to orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/all-orders'));
    expect(router.state.location.search).toBe('?status=paid');
  });
});
