import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminGatewaysFixture, balanceFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { profileFixture, signIn } from '@/testing/session';

const SANDBOX_WARNING =
  'Sandbox is on: anyone signed in can get a plan without paying. Switch it off before you sell.';

/** Counts the admin gateway requests and answers with the Sandbox on or off. */
function gatewaysWithSandbox(enabled: boolean) {
  const calls: string[] = [];
  server.use(
    http.get(api('admin/payment-gateways/'), ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(
        adminGatewaysFixture.map((gateway) =>
          gateway.code === 'sandbox' ? { ...gateway, enabled } : gateway,
        ),
      );
    }),
  );
  return calls;
}

describe('the dashboard while the Sandbox is on', () => {
  it('warns an admin, with a way to Payment Settings', async () => {
    gatewaysWithSandbox(true);
    signIn({ isAdmin: true, plan: 'Creator' });
    renderApp('/user');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SANDBOX_WARNING);
    expect(within(alert).getByRole('link', { name: 'Payment Settings' })).toHaveAttribute(
      'href',
      '/user/settings-payments',
    );
  });

  it('says nothing to an admin once the Sandbox is off', async () => {
    const calls = gatewaysWithSandbox(false);
    signIn({ isAdmin: true, plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
  });

  it('never asks for, or shows, the admin settings to a buyer', async () => {
    const calls = gatewaysWithSandbox(true);
    signIn({ plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your balances' })).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the dashboard loading', () => {
  it('asks for the balance while the profile is still on its way, not after it', async () => {
    let balanceAsked!: () => void;
    const balanceRequested = new Promise<void>((resolve) => (balanceAsked = resolve));
    signIn({ plan: 'Creator' });
    server.use(
      // The profile answers only once the balance has been asked for: a waterfall never shows the page.
      http.get(api('users/profile'), async () => {
        await balanceRequested;
        return HttpResponse.json(profileFixture);
      }),
      http.get(api('users/balance/'), () => {
        balanceAsked();
        return HttpResponse.json(balanceFixture);
      }),
    );
    renderApp('/user');
    expect(
      await screen.findByRole('heading', { name: `Hello, ${profileFixture.full_name}` }),
    ).toBeInTheDocument();
  });
});
