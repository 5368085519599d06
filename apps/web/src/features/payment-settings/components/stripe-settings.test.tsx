import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPaymentSettingsApi, stripeUnsetFixture, WEBHOOK_URL } from '@/testing/payment-settings';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { GatewaySettings } from './gateway-settings';
import { StripeSettings } from './stripe-settings';

const SECRET_KEY = 'sk_test_51Habcdefghijklmnopc3d4';
const WEBHOOK_SECRET = 'whsec_abcdefghijklmnop1234';
const savedByAdmin = {
  ...stripeUnsetFixture,
  configured: true,
  source: 'admin' as const,
  secret_key_hint: 'sk_live_…9z9z',
  webhook_secret_set: true,
};

beforeEach(() => {
  signIn({ isAdmin: true });
});

/** With the gateways beside it, as on the page: a change to the keys refreshes them too. */
function renderStripe() {
  const onChanged = vi.fn();
  const result = renderWithProviders(
    <>
      <GatewaySettings onChanged={vi.fn()} />
      <StripeSettings onChanged={onChanged} />
    </>,
  );
  return { ...result, onChanged, user: userEvent.setup() };
}

const findStripeRow = async () =>
  (await screen.findByRole('switch', { name: 'Stripe Enabled' })).closest('li') as HTMLElement;

async function fillKeys(user: ReturnType<typeof userEvent.setup>, secret: string, webhook: string) {
  const submit = await screen.findByRole('button', { name: 'Save keys' });
  if (secret) await user.type(screen.getByLabelText('Secret key'), secret);
  if (webhook) await user.type(screen.getByLabelText('Webhook signing secret'), webhook);
  await user.click(submit);
}

describe('Stripe settings', () => {
  it('shows the status, the webhook URL with a Copy button and the events to enable', async () => {
    mockPaymentSettingsApi();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user } = renderStripe();
    const events = await screen.findByRole('list', { name: 'Events to enable' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ]);
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText('Webhook URL').nextElementSibling).toHaveTextContent(WEBHOOK_URL);
    await user.click(screen.getByRole('button', { name: 'Copy webhook URL' }));
    expect(await navigator.clipboard.readText()).toBe(WEBHOOK_URL);
    expect(success).toHaveBeenCalledWith('Webhook URL copied');
    expect(screen.getByLabelText('Secret key')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Remove keys' })).not.toBeInTheDocument();
  });

  it('selects the URL and says so when the browser cannot copy', async () => {
    mockPaymentSettingsApi();
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const { user } = renderStripe();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(await screen.findByRole('button', { name: 'Copy webhook URL' }));
    expect(error).toHaveBeenCalledWith('Couldn’t copy. The URL is selected: copy it yourself.');
    expect(window.getSelection()?.toString()).toBe(WEBHOOK_URL);
  });

  it('checks both keys in the browser before sending anything', async () => {
    const { writes } = mockPaymentSettingsApi();
    const { user } = renderStripe();
    await fillKeys(user, '', '');
    expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(
      'Enter a Stripe secret key (sk_…) or restricted key (rk_…).',
    );
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAccessibleDescription(
      'Enter the webhook signing secret (whsec_…).',
    );
    expect(screen.getByLabelText('Secret key')).toHaveFocus();
    await user.type(screen.getByLabelText('Secret key'), 'pk_test_publishable123');
    expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(
      'Enter a Stripe secret key (sk_…) or restricted key (rk_…).',
    );
    expect(writes).toEqual([]);
  });

  it('shows the server’s field errors on the fields', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.put(api('admin/payment-gateways/stripe/'), () =>
        HttpResponse.json({ secret_key: ['Stripe did not accept this key.'] }, { status: 400 }),
      ),
    );
    const { user, onChanged } = renderStripe();
    await fillKeys(user, SECRET_KEY, WEBHOOK_SECRET);
    await waitFor(() =>
      expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(
        'Stripe did not accept this key.',
      ),
    );
    expect(screen.getByLabelText('Secret key')).toHaveAttribute('aria-invalid', 'true');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows a failure that names no field above the form, in words, not as a toast', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.put(api('admin/payment-gateways/stripe/'), () =>
        HttpResponse.json({ detail: 'Stripe could not be reached.' }, { status: 502 }),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const { user, onChanged } = renderStripe();
    await fillKeys(user, SECRET_KEY, WEBHOOK_SECRET);
    const form = screen.getByRole('form', { name: 'Stripe keys' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Stripe could not be reached.');
    expect(error).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('sets the key prefixes of the field hints apart as code, legible on a phone', async () => {
    mockPaymentSettingsApi();
    renderStripe();
    for (const prefix of ['sk_…', 'rk_…', 'whsec_…']) {
      expect(await screen.findByText(prefix, { selector: 'code' })).toBeInTheDocument();
    }
  });

  it('saves the keys, then shows the hint and never the secrets', async () => {
    const { writes } = mockPaymentSettingsApi();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user, onChanged } = renderStripe();
    expect(
      await within(await findStripeRow()).findByText('Off — not configured, add keys below'),
    ).toBeInTheDocument();
    await fillKeys(user, ` ${SECRET_KEY} `, WEBHOOK_SECRET);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stripe keys saved'));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/payment-gateways/stripe/',
        body: { secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET },
      },
    ]);
    expect(await screen.findByText('sk_test_…c3d4')).toBeInTheDocument();
    expect(screen.getByText('Configured')).toBeInTheDocument();
    expect(screen.getByText('Saved on this page')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveValue('');
    expect(document.body.textContent).not.toContain(SECRET_KEY);
    expect(document.body.textContent).not.toContain(WEBHOOK_SECRET);
    expect(onChanged).toHaveBeenCalledTimes(1);
    // The gateways are read again: Stripe is configured now.
    expect(await within(await findStripeRow()).findByText('Listed to buyers')).toBeInTheDocument();
  });

  it('removes the keys after a confirmation', async () => {
    const { writes } = mockPaymentSettingsApi({ stripe: savedByAdmin });
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user, onChanged } = renderStripe();
    await user.click(await screen.findByRole('button', { name: 'Remove keys' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove the Stripe keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove keys' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove the Stripe keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove keys' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stripe keys removed'));
    expect(writes).toEqual([
      { method: 'DELETE', path: '/api/v1/admin/payment-gateways/stripe/', body: undefined },
    ]);
    expect(await screen.findByText('Not configured')).toBeInTheDocument();
    expect(screen.queryByText('sk_live_…9z9z')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('removes the keys when the server answers with the new settings instead of 204', async () => {
    mockPaymentSettingsApi({ stripe: savedByAdmin });
    server.use(
      http.delete(api('admin/payment-gateways/stripe/'), () => HttpResponse.json(stripeUnsetFixture)),
      http.get(api('admin/payment-gateways/'), () => delay(100)),
    );
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user, onChanged } = renderStripe();
    await user.click(await screen.findByRole('button', { name: 'Remove keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Stripe keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove keys' }));
    expect(await screen.findByText('Not configured')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add the keys' })).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stripe keys removed'));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says keys from the environment stay in force and offers no form for them', async () => {
    mockPaymentSettingsApi({ stripe: { ...savedByAdmin, source: 'environment' } });
    renderStripe();
    expect(await screen.findByText('Stripe’s keys come from the server environment')).toBeInTheDocument();
    expect(screen.getByText('Server environment')).toBeInTheDocument();
    expect(screen.getByText(/cannot be changed or removed here/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove keys' })).not.toBeInTheDocument();
  });
});
