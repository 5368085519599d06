import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethodsFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/render';
import { PricingSection } from './pricing-section';

const loginRoute = { path: '/login', element: <h1>Login page</h1> };

describe('PricingSection', () => {
  it('shows 4 plan and 3 gateway skeletons while loading', () => {
    renderWithProviders(<PricingSection />);
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('gateway-skeleton')).toHaveLength(3);
  });

  it('renders the packs, the most popular badge, human quantities and the custom plan', async () => {
    renderWithProviders(<PricingSection />);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('id', 'pricing');
    for (const name of ['Starter', 'Creator', 'Studio', 'Agency', 'Custom']) {
      expect(await within(pricing).findByRole('heading', { name })).toBeInTheDocument();
    }
    const creator = screen.getByRole('article', { name: /Creator/ });
    expect(within(creator).getByText('Most popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(creator).getByText('$29')).toBeInTheDocument();
    expect(screen.getByText('$79.50')).toBeInTheDocument();
    expect(within(creator).getByText('150,000 AI chat tokens')).toBeInTheDocument();
    expect(within(creator).getByText('150 AI images')).toBeInTheDocument();
    expect(within(creator).getByText('20 min per transcription')).toBeInTheDocument();
    expect(within(creator).getByText('10,000 characters per speech')).toBeInTheDocument();
    expect(within(creator).getByText('40 support requests')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Agency/ })).getByText('1 AI image'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plan-skeleton')).not.toBeInTheDocument();
  });

  it('lists the enabled real gateways under "Secure checkout with", never the test-mode Sandbox', async () => {
    renderWithProviders(<PricingSection />);
    const gateways = await screen.findByRole('list', { name: 'Payment gateways' });
    expect(within(gateways).getByText('Stripe')).toBeInTheDocument();
    expect(within(gateways).queryByText('Sandbox')).not.toBeInTheDocument();
    expect(within(gateways).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Secure checkout with')).toBeInTheDocument();
  });

  it('advertises no gateway at all while only the Sandbox is on', async () => {
    server.use(
      http.get(api('payments/payment_methods'), () =>
        HttpResponse.json(paymentMethodsFixture.filter((method) => method.test_mode)),
      ),
    );
    renderWithProviders(<PricingSection />);
    expect(await screen.findByRole('heading', { name: 'Creator' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Secure checkout with')).not.toBeInTheDocument());
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });

  it('asks visitors to log in when they press Buy Now', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    renderWithProviders(<PricingSection />, { routes: [loginRoute] });
    const starter = await screen.findByRole('article', { name: /Starter/ });
    await userEvent.click(within(starter).getByRole('button', { name: 'Buy Now' }));
    expect(error).toHaveBeenCalledWith('You must be logged in to buy a plan');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('shows an inline error with Retry when the plans fail to load, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(api('payments/plans/'), () =>
        fail ? HttpResponse.json({ detail: 'down' }, { status: 503 }) : undefined,
      ),
    );
    renderWithProviders(<PricingSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the plans.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Starter' })).toBeInTheDocument());
  });
});
