import { CUSTOM_PLAN_EMPTY_MESSAGE, MESSAGES, PLAN_QUANTITY_FIELDS } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { paymentMethodsFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { stubLocationAssign } from '@/testing/location';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { PricingSection } from './pricing-section';

interface PurchaseCall {
  path: string;
  body: unknown;
}

/** Records every purchase call and answers with a checkout_url (or what `answer` returns). */
function recordPurchases(
  answer: () => Response | Promise<Response> = () => checkout('/checkout/sandbox/31'),
) {
  const calls: PurchaseCall[] = [];
  server.use(
    http.post(api('payments/*'), async ({ request }) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer();
    }),
  );
  return calls;
}

const checkout = (checkout_url: string) => HttpResponse.json({ checkout_url, order_id: 31 });

async function openChooser(planName: string) {
  const user = userEvent.setup();
  renderWithProviders(<PricingSection />);
  const card = await screen.findByRole('article', { name: new RegExp(planName) });
  await user.click(within(card).getByRole('button', { name: 'Buy Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
  return { user, dialog };
}

const terms = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', {
    name: 'I agree to the Terms and Conditions and the Privacy Policy',
  });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe('Buy Now for a signed-in buyer', () => {
  it('opens the chooser: 3 skeletons while loading, then the gateways with the default preselected', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('payments/payment_methods'), async () => {
        await loaded;
        return HttpResponse.json(paymentMethodsFixture);
      }),
    );
    const { dialog } = await openChooser('Creator');
    expect(within(dialog).getAllByTestId('gateway-option-skeleton')).toHaveLength(3);
    release();
    const sandbox = await within(dialog).findByRole('radio', { name: /^Sandbox/ });
    expect(sandbox).toBeChecked();
    expect(sandbox).toHaveAccessibleName('Sandbox Test mode No real money is charged: a demo checkout.');
    expect(within(dialog).getByRole('radio', { name: 'Stripe' })).not.toBeChecked();
    expect(within(dialog).queryByTestId('gateway-option-skeleton')).not.toBeInTheDocument();
    const summary = within(dialog).getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Creator');
    expect(summary).toHaveTextContent('$29');
    expect(within(summary).getByText('150 AI images')).toBeInTheDocument();
  });

  it.each([
    ['the gateway marked default', 2, /^Stripe$/],
    ['the first gateway when none is marked default', 0, /^Sandbox/],
  ])('preselects %s', async (_, defaultId, expected) => {
    server.use(
      http.get(api('payments/payment_methods'), () =>
        HttpResponse.json(
          paymentMethodsFixture.map((method) => ({ ...method, is_default: method.id === defaultId })),
        ),
      ),
    );
    const { dialog } = await openChooser('Starter');
    expect(await within(dialog).findByRole('radio', { name: expected })).toBeChecked();
    expect(within(dialog).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('links the terms and the privacy policy, each in a new tab', async () => {
    const { dialog } = await openChooser('Creator');
    for (const [name, href] of [
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('refuses to proceed without the terms: the exact message once, under the box, and no purchase', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const calls = recordPurchases();
    const { user, dialog } = await openChooser('Creator');
    await within(dialog).findByRole('radio', { name: /^Sandbox/ });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.agreeToTerms);
    expect(within(dialog).getAllByText(MESSAGES.agreeToTerms)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(terms(dialog)).toHaveAccessibleDescription(MESSAGES.agreeToTerms);
    expect(terms(dialog)).toHaveFocus();
    expect(terms(dialog)).toBeInvalid();
    expect(calls).toHaveLength(0);
  });

  it('ticks and unticks the terms with Enter as with Space, without proceeding unticked', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const calls = recordPurchases();
    const { user, dialog } = await openChooser('Creator');
    await within(dialog).findByRole('radio', { name: /Sandbox/ });
    terms(dialog).focus();
    await user.keyboard('{Enter}');
    expect(terms(dialog)).toBeChecked();
    await user.keyboard('{Enter}');
    expect(terms(dialog)).not.toBeChecked();
    await user.keyboard(' ');
    expect(terms(dialog)).toBeChecked();
    expect(error).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('buys a pack at the chosen gateway with a loading Proceed, then goes to checkout_url', async () => {
    const assign = stubLocationAssign();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = recordPurchases(async () => {
      await answered;
      return checkout('https://checkout.stripe.com/c/pay/cs_test_1');
    });
    const { user, dialog } = await openChooser('Creator');
    await user.click(await within(dialog).findByRole('radio', { name: 'Stripe' }));
    await user.click(terms(dialog));
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    await user.click(proceed);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(proceed).toBeDisabled();
    expect(calls[0]).toEqual({ path: '/api/v1/payments/purchase/2/', body: { plan_id: 2 } });
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(proceed).toBeDisabled();
  });

  it('buys the custom plan with all nine quantities at the price the calculator shows', async () => {
    const assign = stubLocationAssign();
    const calls = recordPurchases();
    const user = userEvent.setup();
    renderWithProviders(<PricingSection />);
    await user.type(await screen.findByLabelText('AI images'), '60');
    await user.type(screen.getByLabelText('Code generations'), '3');
    const custom = screen.getByRole('article', { name: /Custom/ });
    expect(within(custom).getByText(/^Total:/).parentElement).toHaveTextContent('$12.30');
    await user.click(within(custom).getByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    const summary = within(dialog).getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('$12.30');
    expect(within(summary).getByText('60 AI images')).toBeInTheDocument();
    expect(within(summary).getByText('3 code generations')).toBeInTheDocument();
    await within(dialog).findByRole('radio', { name: /^Sandbox/ });
    await user.click(terms(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/31'));
    const expected = Object.fromEntries(PLAN_QUANTITY_FIELDS.map((field) => [field, 0]));
    expect(calls).toEqual([
      {
        path: '/api/v1/payments/purchase_custom_plan/1',
        body: { ...expected, ai_image_tokens: 60, code_generation_tokens: 3 },
      },
    ]);
  });

  it('does not start a purchase for an all-zero custom plan', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const user = userEvent.setup();
    renderWithProviders(<PricingSection />);
    const custom = await screen.findByRole('article', { name: /Custom/ });
    await user.click(within(custom).getByRole('button', { name: 'Buy Now' }));
    expect(error).toHaveBeenCalledWith(CUSTOM_PLAN_EMPTY_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed purchase with the generic error display and keeps the chooser open', async () => {
    const assign = stubLocationAssign();
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    recordPurchases(() => HttpResponse.json({ plan_id: ['This plan is not on sale.'] }, { status: 400 }));
    const { user, dialog } = await openChooser('Creator');
    await within(dialog).findByRole('radio', { name: /^Sandbox/ });
    await user.click(terms(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('plan_id: This plan is not on sale.'));
    expect(screen.getByRole('dialog', { name: 'Choose a payment method' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers Retry when the gateways fail to load, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(api('payments/payment_methods'), () =>
        fail ? HttpResponse.json({ detail: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user, dialog } = await openChooser('Creator');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the payment methods.');
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('radio', { name: /^Sandbox/ })).toBeChecked();
  });
});
