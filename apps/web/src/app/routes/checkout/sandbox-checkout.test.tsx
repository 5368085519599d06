import { MESSAGES, type TOrder } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { orderFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

/** Order 12 pending at the Sandbox; `pay` and `cancel` record their calls and move its status. */
function sandboxOrder(initial: Partial<TOrder> = {}) {
  let order = orderFixture(initial);
  const calls: string[] = [];
  const move = (status: TOrder['status']) => (path: string) => {
    calls.push(path);
    order = { ...order, status };
    return HttpResponse.json(order);
  };
  server.use(
    http.get(api('users/orders/12/'), () => HttpResponse.json(order)),
    http.post(api('payments/sandbox/12/pay/'), ({ request }) => move('paid')(new URL(request.url).pathname)),
    http.post(api('users/orders/12/cancel/'), ({ request }) =>
      move('canceled')(new URL(request.url).pathname),
    ),
  );
  return calls;
}

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe('the Sandbox checkout page', () => {
  beforeEach(() => {
    signIn();
  });

  it('says it is a test, and shows the product, the plan, every item and the amount', async () => {
    sandboxOrder();
    renderApp('/checkout/sandbox/12');
    expect(await screen.findByRole('heading', { name: 'Order #12', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sandbox checkout — test payments, no real money')).toBeInTheDocument();
    expect(screen.getByText('Inkwell', { selector: 'p' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'What you’re buying' });
    expect(within(items).getByText('Creator')).toBeInTheDocument();
    expect(within(items).getByText('150,000 AI chat tokens')).toBeInTheDocument();
    expect(within(items).getByText('10,000 characters per speech')).toBeInTheDocument();
    expect(within(items).queryByText(/support request/)).not.toBeInTheDocument();
    expect(items).toHaveTextContent('Total$29');
    expect(screen.getByRole('button', { name: 'Pay $29' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(document.title).toBe('Sandbox checkout · Inkwell');
  });

  it('pays, then returns to the current plan with the paid banner', async () => {
    const calls = sandboxOrder();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/sandbox/12');
    await user.click(await screen.findByRole('button', { name: 'Pay $29' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/current-plan'));
    expect(router.state.location.search).toBe('?order=12');
    expect(calls).toEqual(['/api/v1/payments/sandbox/12/pay/']);
    expect(await screen.findByText('Payment received — your balances have been updated')).toBeInTheDocument();
  });

  it('cancels, then returns to the current plan with the canceled banner', async () => {
    const calls = sandboxOrder();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/sandbox/12');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/current-plan'));
    expect(router.state.location.search).toBe('?order=12');
    expect(calls).toEqual(['/api/v1/users/orders/12/cancel/']);
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
  });

  it('shows a refused payment with the generic error display and stays', async () => {
    sandboxOrder();
    server.use(
      http.post(api('payments/sandbox/12/pay/'), () =>
        HttpResponse.json({ detail: 'This order is no longer pending.' }, { status: 409 }),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/sandbox/12');
    await user.click(await screen.findByRole('button', { name: 'Pay $29' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('detail: This order is no longer pending.'));
    expect(router.state.location.pathname).toBe('/checkout/sandbox/12');
  });

  it('says a paid order is already paid, without offering to pay it again', async () => {
    sandboxOrder({ status: 'paid' });
    renderApp('/checkout/sandbox/12');
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(screen.queryByText(/can’t be paid|its status is/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your current plan' })).toHaveAttribute(
      'href',
      '/user/current-plan?order=12',
    );
  });

  it('says a canceled order can no longer be paid', async () => {
    sandboxOrder({ status: 'canceled' });
    renderApp('/checkout/sandbox/12');
    expect(await screen.findByText('This order can’t be paid here')).toBeInTheDocument();
    expect(screen.getByText('It is no longer pending (canceled).', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it.each(['99', 'abc'])('says "Order not found" for order %s', async (id) => {
    renderApp(`/checkout/sandbox/${id}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

it('sends a visitor to /login like the user area does', async () => {
  const error = vi.spyOn(toast, 'error').mockReturnValue(1);
  const { router } = renderApp('/checkout/sandbox/12');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.notLoggedIn));
});
