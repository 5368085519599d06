import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMethodsQueryOptions } from '@/features/payments/api/get-payment-methods';
import { useSession } from '@/lib/session';
import { adminGatewaysFixture, mockPaymentSettingsApi } from '@/testing/payment-settings';
import { paymentMethodsFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import SettingsPaymentsRoute from './settings-payments';

const SANDBOX_WARNING =
  'Sandbox is on: anyone signed in can get a plan without paying. Switch it off before you sell.';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** The page alone, with its query client, so a test can see what the page invalidates. */
function renderPage() {
  signIn({ isAdmin: true });
  const result = renderWithProviders(<SettingsPaymentsRoute />);
  result.queryClient.setQueryData(paymentMethodsQueryOptions().queryKey, paymentMethodsFixture);
  return { ...result, user: userEvent.setup() };
}

const publicMethodsInvalidated = (queryClient: ReturnType<typeof renderPage>['queryClient']) =>
  queryClient.getQueryState(paymentMethodsQueryOptions().queryKey)?.isInvalidated;

const gatewayRow = (name: string) =>
  screen.getByRole('switch', { name: `${name} Enabled` }).closest('li') as HTMLElement;

describe('/user/settings-payments', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/settings-payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the page under its title, linked in Configurations before AI Providers', async () => {
    signIn({ isAdmin: true });
    mockPaymentSettingsApi();
    renderApp('/user/settings-payments');
    expect(await screen.findByRole('heading', { name: 'Payment Settings', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Payment Settings · Inkwell');
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const link = within(nav).getByRole('link', { name: 'Payment Settings' });
    expect(link).toHaveAttribute('href', '/user/settings-payments');
    expect(link).toHaveAttribute('aria-current', 'page');
    // In the Configurations sub-group, open because the page is one of its links.
    const siblings = within(within(nav).getByRole('list', { name: 'Configurations' })).getAllByRole('link');
    expect(siblings.map((item) => item.textContent)).toEqual([
      'Edit User Profiles',
      'Date Display settings',
      'IP Address in Users',
      'Create User',
      'Create Order',
      'Payment Settings',
      'AI Providers',
      'Audit Log',
    ]);
    for (const name of ['Payment gateways', 'Stripe', 'Trial balances']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
  });
});

describe('the gateways', () => {
  it('shows skeletons, then each gateway with its logo, state line and the Sandbox warning', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.get(api('admin/payment-gateways/'), async () => {
        await delay(150);
        return HttpResponse.json(adminGatewaysFixture);
      }),
    );
    renderPage();
    expect(screen.getAllByTestId('admin-gateway-skeleton')).toHaveLength(3);
    const sandbox = await screen.findByRole('switch', { name: 'Sandbox Enabled' });
    expect(sandbox).toBeChecked();
    expect(within(gatewayRow('Sandbox')).getByText('Listed to buyers')).toBeInTheDocument();
    expect(within(gatewayRow('Sandbox')).getByRole('radio', { name: 'Sandbox Default' })).toBeChecked();
    expect(gatewayRow('Sandbox').querySelector('img')).toHaveAttribute('src', '/gateways/sandbox.svg');
    // Switched on but without keys: buyers cannot see it, and the row says so first.
    expect(within(gatewayRow('Stripe')).getByText(/^Off\b/)).toHaveTextContent(
      'Off — not configured, add keys below',
    );
    expect(within(gatewayRow('Stripe')).getByRole('radio', { name: 'Stripe Default' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(SANDBOX_WARNING);
    expect(screen.queryByTestId('admin-gateway-skeleton')).not.toBeInTheDocument();
  });

  it('switches Sandbox off with a PATCH, a toast and a refresh of what buyers see', async () => {
    const { writes } = mockPaymentSettingsApi();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Sandbox Enabled' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sandbox is off'));
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/payment-gateways/1/', body: { enabled: false } },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sandbox Enabled' })).not.toBeChecked());
    expect(within(gatewayRow('Sandbox')).getByText('Off')).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
    expect(publicMethodsInvalidated(queryClient)).toBe(true);
  });

  it('makes Stripe the default, following the click at once while it saves', async () => {
    const { writes } = mockPaymentSettingsApi();
    // Holds the PATCH back, then lets the fake above answer it.
    server.use(http.patch(api('admin/payment-gateways/:id/'), () => delay(200)));
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Stripe Default' }));
    expect(screen.getByRole('radio', { name: 'Stripe Default' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sandbox Default' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sandbox Enabled' })).toBeDisabled();
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stripe is now the default'));
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/payment-gateways/2/', body: { is_default: true } },
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Stripe Default' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Sandbox Default' })).not.toBeChecked();
    expect(publicMethodsInvalidated(queryClient)).toBe(true);
  });

  it('shows a failed change with the generic error display and keeps the switch as it was', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.patch(api('admin/payment-gateways/:id/'), () =>
        HttpResponse.json({ detail: 'Payment gateway not found.' }, { status: 404 }),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Sandbox Enabled' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('detail: Payment gateway not found.'));
    expect(screen.getByRole('switch', { name: 'Sandbox Enabled' })).toBeChecked();
    expect(publicMethodsInvalidated(queryClient)).toBe(false);
  });

  it('warns when no gateway is listed to buyers', async () => {
    mockPaymentSettingsApi({
      gateways: adminGatewaysFixture.map((gateway) => ({ ...gateway, enabled: false })),
    });
    renderPage();
    expect(
      await screen.findByText('No gateway is listed to buyers, so nobody can buy a plan. Switch one on.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
  });

  it('offers a retry when the gateways cannot be loaded', async () => {
    mockPaymentSettingsApi();
    let fail = true;
    server.use(
      http.get(api('admin/payment-gateways/'), () => {
        if (fail) return HttpResponse.json({ detail: 'Down.' }, { status: 503 });
        return HttpResponse.json(adminGatewaysFixture);
      }),
    );
    const { user } = renderPage();
    const region = await screen.findByRole('region', { name: 'Payment gateways' });
    expect(await within(region).findByText('We couldn’t load the payment gateways.')).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Sandbox Enabled' })).toBeInTheDocument();
  });
});
