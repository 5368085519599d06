import { TRIAL_PLAN_NAME, type TOrder } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { balanceFixture, orderFixture, pageOf } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { stubLocationAssign } from '@/testing/location';
import { ledgerEntry, ledgerLines } from '@/testing/ledger-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { profileFixture, signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
  signIn();
});

const balanceCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Balances' })).getByRole('listitem', { name });
const orderRow = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Orders' })).getByRole('listitem', { name });
const usageTable = () => screen.getByRole('table', { name: 'Balance changes' });

describe('Current Plan', () => {
  it('shows the plan, every balance with what is left and used of the total, the limits and a way to buy more', async () => {
    renderApp('/user/current-plan');
    expect(await screen.findByRole('heading', { name: 'Current Plan', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Creator', { selector: 'p' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Balances' })).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(balanceCard('AI chat tokens')).toHaveTextContent('120,000left');
    expect(balanceCard('AI chat tokens')).toHaveTextContent('30,000 of 150,000 used');
    expect(balanceCard('AI images')).toHaveTextContent('140left');
    expect(balanceCard('AI images')).toHaveTextContent('10 of 150 used');
    expect(balanceCard('Support requests')).toHaveTextContent('None used yet of 40');
    expect(balanceCard('Support requests')).not.toHaveTextContent('0 used');
    const limits = screen.getByRole('region', { name: 'Per-request limits' });
    expect(
      within(limits).getByText('Max characters per text-to-speech request').nextSibling,
    ).toHaveTextContent('10,000 characters');
    expect(within(limits).getByText('Max minutes per speech-to-text file').nextSibling).toHaveTextContent(
      '20 minutes',
    );
    expect(screen.getByRole('button', { name: 'Buy more' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Buy more' })).not.toBeInTheDocument();
  });

  it('opens the packs and the custom calculator in place from Buy more, through the gateway chooser', async () => {
    const assign = stubLocationAssign();
    const purchases: string[] = [];
    server.use(
      http.post(api('payments/purchase/:gateway/'), async ({ request }) => {
        purchases.push(`${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ checkout_url: '/checkout/sandbox/31', order_id: 31 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/current-plan');
    const buyMore = await screen.findByRole('button', { name: 'Buy more' });
    await user.click(buyMore);
    expect(buyMore).toHaveAttribute('aria-expanded', 'true');
    const picker = await screen.findByRole('region', { name: 'Choose a pack or build your own' });
    expect(buyMore).toHaveAttribute('aria-controls', picker.id);
    // Focus moves once the panel has rendered (an effect), which a busy machine can delay.
    await waitFor(() =>
      expect(within(picker).getByRole('heading', { name: 'Choose a pack or build your own' })).toHaveFocus(),
    );
    const creator = await within(picker).findByRole('article', { name: /Creator/ });
    expect(within(picker).getByRole('article', { name: /Custom/ })).toBeInTheDocument();

    await user.click(within(creator).getByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    expect(router.state.location.pathname).toBe('/user/current-plan');
    await within(dialog).findByRole('radio', { name: /Sandbox/ });
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/31'));
    expect(purchases).toEqual(['/api/v1/payments/purchase/1/ {"plan_id":2}']);
  }, 20_000);

  it('closes the plan picker with its close button or Buy more again', async () => {
    const user = userEvent.setup();
    renderApp('/user/current-plan');
    const buyMore = await screen.findByRole('button', { name: 'Buy more' });
    await user.click(buyMore);
    await user.click(await screen.findByRole('button', { name: 'Close the plans' }));
    expect(screen.queryByRole('region', { name: 'Choose a pack or build your own' })).not.toBeInTheDocument();
    await user.click(buyMore);
    await user.click(buyMore);
    expect(buyMore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Choose a pack or build your own' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the usage history below the balances and above the order history', async () => {
    renderApp('/user/current-plan');
    const usage = await screen.findByRole('region', { name: 'Usage history' });
    expect(await within(usage).findByRole('table', { name: 'Balance changes' })).toHaveTextContent(
      'Purchase (order #14)',
    );
    const balances = screen.getByRole('region', { name: 'Balances' });
    const orders = screen.getByRole('region', { name: 'Order history' });
    expect(balances.compareDocumentPosition(usage)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(usage.compareDocumentPosition(orders)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lists the orders, newest first, with status, amount, gateway and date', async () => {
    renderApp('/user/current-plan');
    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-labelledby')),
    ).toEqual(['order-14-title', 'order-13-title', 'order-12-title']);
    const paid = orderRow(/Order #14 · Creator/);
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('$29');
    expect(paid).toHaveTextContent('Sandbox Test mode');
    expect(paid).toHaveTextContent(/Mar 2, 2026/);
    const failed = orderRow(/Order #13 · Studio/);
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('$79.50');
    expect(failed).toHaveTextContent('Stripe');
    expect(failed).not.toHaveTextContent('Test mode');
    expect(orderRow(/Order #12/)).toHaveTextContent('Canceled');
  });

  it('pages through a long history', async () => {
    const pages: string[] = [];
    server.use(
      http.get(api('users/orders/'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        const order = orderFixture({ id: 100 - Number(page), status: 'paid' });
        return HttpResponse.json(pageOf([order], 25));
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/current-plan');
    const pager = await screen.findByRole('navigation', { name: 'Order history pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    expect(await screen.findByText(/Order #98/)).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('opens the order history on the page its URL names (a reload, Back), the usage history on its own', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('users/orders/'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        asked.push(`orders ${page}`);
        return HttpResponse.json(pageOf([orderFixture({ id: 100 - Number(page), status: 'paid' })], 25));
      }),
      http.get(api('users/ledger/'), ({ request }) => {
        asked.push(`ledger ${new URL(request.url).searchParams.get('page')}`);
        return HttpResponse.json(
          pageOf(
            ledgerLines([ledgerEntry({ id: 1, capability: 'chatbots_tokens', delta: -1, balance_after: 1 })]),
            25,
          ),
        );
      }),
    );
    renderApp('/user/current-plan?orders_page=2');
    const pager = await screen.findByRole('navigation', { name: 'Order history pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(await screen.findByText(/Order #98/)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Usage history pages' })).toHaveTextContent(
      'Page 1 of 3',
    );
    expect(asked.sort()).toEqual(['ledger 1', 'orders 2']);
  });

  it('opens the usage history on the page and capability its URL names, the order history on its own', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('users/orders/'), ({ request }) => {
        asked.push(`orders ${new URL(request.url).searchParams.get('page')}`);
        return HttpResponse.json(pageOf([orderFixture({ status: 'paid' })], 25));
      }),
      http.get(api('users/ledger/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`ledger ${params.get('page')} ${params.get('capability')}`);
        const line = ledgerEntry({ id: 1, capability: 'ai_image_tokens', delta: -1, balance_after: 139 });
        return HttpResponse.json(pageOf(ledgerLines([line]), 25));
      }),
    );
    renderApp('/user/current-plan?usage_page=2&capability=ai_image_tokens');
    const usage = await screen.findByRole('region', { name: 'Usage history' });
    expect(within(usage).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('AI images');
    expect(await within(usage).findByRole('navigation', { name: 'Usage history pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
    expect(await screen.findByRole('navigation', { name: 'Order history pages' })).toHaveTextContent(
      'Page 1 of 3',
    );
    expect(asked.sort()).toEqual(['ledger 2 ai_image_tokens', 'orders 1']);
  });

  it('opens a printable receipt with the buyer, the company, the items and the payment', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/user/current-plan');
    await screen.findByRole('list', { name: 'Orders' });
    await user.click(within(orderRow(/Order #14/)).getByRole('button', { name: 'Receipt for order #14' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt for order #14' });
    expect(await within(receipt).findByText('Inkwell Labs Ltd')).toBeInTheDocument();
    expect(within(receipt).getByText('12 Quill Street, 10115 Berlin, Germany')).toBeInTheDocument();
    expect(within(receipt).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(receipt).getByText('ada@example.com')).toBeInTheDocument();
    const details = (term: string) => within(receipt).getByText(term).nextSibling;
    expect(details('Order number')).toHaveTextContent('#14');
    expect(details('Date')).toHaveTextContent(/Mar 4, 2026/);
    expect(details('Status')).toHaveTextContent('Paid');
    expect(details('Payment method')).toHaveTextContent('Sandbox (test mode: no real money is charged)');
    expect(details('Reference')).toHaveTextContent('sbx_0014');
    const items = within(receipt).getByRole('region', { name: 'Items' });
    expect(within(items).getByText('150,000 AI chat tokens')).toBeInTheDocument();
    expect(within(items).getByText('20 min per transcription')).toBeInTheDocument();
    expect(within(items).queryByText(/support request/)).not.toBeInTheDocument();
    expect(items).toHaveTextContent('Total$29');
    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('puts a Close button at the top of the receipt, before the details a phone must scroll through', async () => {
    const user = userEvent.setup();
    renderApp('/user/current-plan');
    await screen.findByRole('list', { name: 'Orders' });
    await user.click(within(orderRow(/Order #14/)).getByRole('button', { name: 'Receipt for order #14' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt for order #14' });
    const close = within(receipt).getByRole('button', { name: 'Close receipt' });
    const details = within(receipt).getByText('Order number');
    expect(close.compareDocumentPosition(details)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the status banner after a checkout', () => {
  it('follows a pending order until it is paid, then refreshes balances, usage, orders and the sidebar', async () => {
    let paid = false;
    let orderCalls = 0;
    const order = () => orderFixture({ status: paid ? 'paid' : 'pending' });
    server.use(
      http.get(api('users/orders/12/'), () => {
        orderCalls += 1;
        if (orderCalls === 2) paid = true; // the payment lands between two polls
        return HttpResponse.json(order());
      }),
      http.get(api('users/orders/'), () => HttpResponse.json(pageOf([order()]))),
      http.get(api('users/balance/'), () =>
        HttpResponse.json(
          paid
            ? balanceFixture
            : {
                ...balanceFixture,
                plan: TRIAL_PLAN_NAME,
                balances: { ...balanceFixture.balances, ai_image_tokens: 5 },
              },
        ),
      ),
      http.get(api('users/profile/'), () =>
        HttpResponse.json({ ...profileFixture, plan: paid ? 'Creator' : TRIAL_PLAN_NAME }),
      ),
      http.get(api('users/ledger/'), () => {
        const trial = ledgerEntry({
          id: 1,
          capability: 'ai_image_tokens',
          delta: 5,
          balance_after: 5,
          reason: 'trial',
        });
        const purchase = ledgerEntry({
          id: 2,
          capability: 'ai_image_tokens',
          delta: 135,
          balance_after: 140,
          reason: 'purchase',
          order_id: 12,
        });
        return HttpResponse.json(pageOf(ledgerLines(paid ? [purchase, trial] : [trial])));
      }),
    );
    renderApp('/user/current-plan?order=12');
    expect(await screen.findByText('Payment pending…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upgrade your plan' })).toBeInTheDocument();
    await waitFor(() => expect(balanceCard('AI images')).toHaveTextContent('5left'));
    expect(orderRow(/Order #12/)).toHaveTextContent('Pending');
    await waitFor(() => expect(usageTable()).toHaveTextContent('Trial'));
    expect(usageTable()).not.toHaveTextContent('Purchase');

    expect(await screen.findByText('Payment received — your balances have been updated')).toBeInTheDocument();
    await waitFor(() => expect(balanceCard('AI images')).toHaveTextContent('140left'));
    await waitFor(() => expect(orderRow(/Order #12/)).toHaveTextContent('Paid'));
    await waitFor(() => expect(usageTable()).toHaveTextContent('Purchase (order #12)'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Payment pending…')).not.toBeInTheDocument();
  });

  it('cancels a still-pending order once when the gateway sent the buyer back with canceled=1', async () => {
    let status: TOrder['status'] = 'pending';
    const cancels: string[] = [];
    server.use(
      http.get(api('users/orders/12/'), () => HttpResponse.json(orderFixture({ status }))),
      http.post(api('users/orders/:id/cancel/'), ({ params }) => {
        cancels.push(String(params.id));
        status = 'canceled';
        return HttpResponse.json(orderFixture({ status }));
      }),
    );
    renderApp('/user/current-plan?order=12&canceled=1');
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
    expect(screen.queryByText('Payment pending…')).not.toBeInTheDocument();
    await waitFor(() => expect(cancels).toEqual(['12']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cancels).toEqual(['12']);
  });

  it('does not cancel an order that was paid before the buyer came back', async () => {
    let cancels = 0;
    server.use(
      http.post(api('users/orders/:id/cancel/'), () => {
        cancels += 1;
        return HttpResponse.json({ detail: 'This order is no longer pending.' }, { status: 409 });
      }),
    );
    renderApp('/user/current-plan?order=14&canceled=1');
    expect(await screen.findByText('Payment received — your balances have been updated')).toBeInTheDocument();
    expect(cancels).toBe(0);
  });

  it.each([
    ['13', 'Payment failed'],
    ['99', 'Order not found'],
  ])('for order %s says "%s"', async (id, text) => {
    renderApp(`/user/current-plan?order=${id}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/current-plan?order=13');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('the dashboard', () => {
  it('shows every balance compactly with a link to the current plan', async () => {
    renderApp('/user');
    const section = await screen.findByRole('region', { name: 'Your balances' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(7);
    expect(balanceCard('AI images')).toHaveTextContent('140left');
    expect(balanceCard('AI images')).not.toHaveTextContent('used');
    expect(within(section).getByRole('link', { name: 'Current plan' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });
});
