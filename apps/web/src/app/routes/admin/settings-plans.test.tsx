import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { planEndpoints } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { adminCustomPlanFixture, mockPlanSettingsApi } from '@/testing/plan-settings';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import SettingsPlansRoute from './settings-plans';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** The page alone, with its query client, so a test can see what the page invalidates. */
function renderPage() {
  signIn({ isAdmin: true });
  const result = renderWithProviders(<SettingsPlansRoute />);
  result.queryClient.setQueryData(endpointKey(planEndpoints.list), []);
  return { ...result, user: userEvent.setup() };
}

const publicPlansInvalidated = (queryClient: ReturnType<typeof renderPage>['queryClient']) =>
  queryClient.getQueryState(endpointKey(planEndpoints.list))?.isInvalidated;

const packs = () => screen.getByRole('list', { name: 'Packs' });
const packNames = () =>
  within(packs())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const pack = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Packs' })).getByRole('listitem', { name });

describe('/user/settings-plans', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/settings-plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the page under its title, linked first in the open Catalogues', async () => {
    signIn({ isAdmin: true });
    mockPlanSettingsApi();
    renderApp('/user/settings-plans');
    expect(await screen.findByRole('heading', { name: 'Plans', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const link = within(nav).getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '/user/settings-plans');
    expect(link).toHaveAttribute('aria-current', 'page');
    const catalogues = within(nav).getByRole('list', { name: 'Catalogues' });
    expect(within(nav).getByRole('button', { name: 'Catalogues' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(catalogues).getAllByRole('link')[0]).toBe(link);
    for (const name of ['Packs', 'Custom plan']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('lists the packs in order with their price, badges and orders', async () => {
    mockPlanSettingsApi();
    renderPage();
    const pro = await pack('Pro');
    expect(packNames()).toEqual(['Starter', 'Pro', 'Legacy']);
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();
    expect(within(pro).getByText('$29.50')).toBeInTheDocument();
    expect(within(pro).getByText('12 orders')).toBeInTheDocument();
    expect(within(pro).getByText(/50,000 AI chat tokens/)).toBeInTheDocument();
    const legacy = await pack('Legacy');
    expect(within(legacy).getByText('Hidden')).toBeInTheDocument();
    expect(within(legacy).getByText('€5')).toBeInTheDocument();
    expect(within(await pack('Starter')).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Starter up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Legacy down' })).toBeDisabled();
  });

  it('adds a pack with a POST of the whole body and shows it in the list', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add pack' }));
    const form = screen.getByRole('form', { name: 'New pack' });
    await user.type(within(form).getByLabelText('Name'), 'Team');
    await user.type(within(form).getByLabelText('Price'), '49.99');
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'eur');
    await user.clear(within(form).getByLabelText('AI chat tokens'));
    await user.type(within(form).getByLabelText('AI chat tokens'), '100000');
    await user.click(within(form).getByRole('switch', { name: 'Most popular' }));
    await user.click(within(form).getByRole('button', { name: 'Add pack' }));
    await waitFor(() => expect(packNames()).toEqual(['Starter', 'Pro', 'Legacy', 'Team']));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/admin/plans/',
      body: {
        name: 'Team',
        description: '',
        price: 49.99,
        currency: 'EUR',
        most_popular: true,
        active: true,
        quantities: expect.objectContaining({ chatbots_tokens: 100000, ai_image_tokens: 0 }) as unknown,
      },
    });
    expect(screen.queryByRole('form', { name: 'New pack' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(packs()).getAllByText('Most popular')).toHaveLength(1));
    expect(within(await pack('Team')).getByText('Most popular')).toBeInTheDocument();
    expect(publicPlansInvalidated(queryClient)).toBe(true);
  });

  it('edits a pack with a PATCH; Most popular moves to it and focus returns to Edit', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await pack('Starter')).getByRole('button', { name: 'Edit Starter' }));
    const form = screen.getByRole('form', { name: 'Edit Starter' });
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '12');
    await user.click(within(form).getByRole('switch', { name: 'Most popular' }));
    await user.click(within(form).getByRole('button', { name: 'Save pack' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Starter' })).not.toBeInTheDocument());
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/admin/plans/1/',
      body: { name: 'Starter', price: 12, most_popular: true, active: true },
    });
    expect(screen.getByRole('button', { name: 'Edit Starter' })).toHaveFocus();
    await waitFor(async () =>
      expect(within(await pack('Pro')).queryByText('Most popular')).not.toBeInTheDocument(),
    );
    expect(within(await pack('Starter')).getByText('Most popular')).toBeInTheDocument();
    expect(within(await pack('Starter')).getByText('$12')).toBeInTheDocument();
    expect(publicPlansInvalidated(queryClient)).toBe(true);
  });

  it('says a pack with no quantity needs one, under the quantities', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add pack' }));
    const form = screen.getByRole('form', { name: 'New pack' });
    await user.type(within(form).getByLabelText('Name'), 'Empty');
    await user.type(within(form).getByLabelText('Price'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add pack' }));
    expect(within(form).getByText('A pack gives at least one thing.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows the server’s 400s under Price and under a quantity', async () => {
    mockPlanSettingsApi();
    server.use(
      http.patch(api('admin/plans/:id/'), () =>
        HttpResponse.json(
          {
            price: ['Price too high for this currency.'],
            'quantities.ai_image_tokens': ['Too many images.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(within(await pack('Starter')).getByRole('button', { name: 'Edit Starter' }));
    const form = screen.getByRole('form', { name: 'Edit Starter' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Starter');
    await user.click(within(form).getByRole('button', { name: 'Save pack' }));
    const price = await within(form).findByLabelText('Price');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price too high for this currency.'));
    expect(price).toHaveFocus();
    expect(within(form).getByLabelText('AI images')).toHaveAccessibleDescription('Too many images.');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a pack with orders after asking, and says it was only taken off sale', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await pack('Pro')).getByRole('button', { name: 'Remove Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pro?' });
    expect(dialog).toHaveTextContent('only taken off sale');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const said = await screen.findByText('Pro has orders, so it was taken off sale instead of deleted.');
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/v1/admin/plans/2/', body: undefined }]);
    await waitFor(async () => expect(within(await pack('Pro')).getByText('Hidden')).toBeInTheDocument());
    expect(publicPlansInvalidated(queryClient)).toBe(true);
  });

  it('moves a pack down with a PUT of the new order, keeping focus on it', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Starter down' }));
    await waitFor(() => expect(packNames()).toEqual(['Pro', 'Starter', 'Legacy']));
    expect(writes).toEqual([{ method: 'PUT', path: '/api/v1/admin/plans/order/', body: { ids: [2, 1, 3] } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Starter down' })).toHaveFocus());
  });

  it('saves the custom plan’s rates with a PUT, the example following the rates', async () => {
    const { writes } = mockPlanSettingsApi();
    const { user, queryClient } = renderPage();
    const form = await screen.findByRole('form', { name: 'Custom plan' });
    const example = within(form).getByText(/^Example:/);
    expect(example).toHaveTextContent('$10.30');
    const images = within(form).getByLabelText('AI images');
    await user.clear(images);
    await user.type(images, '0.25');
    expect(example).toHaveTextContent('$13.30');
    await user.click(within(form).getByRole('switch', { name: 'For sale' }));
    await user.click(within(form).getByRole('button', { name: 'Save custom plan' }));
    expect(await within(form).findByText('Custom plan saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/plans/custom/',
        body: {
          currency: 'USD',
          active: false,
          rates: { ...adminCustomPlanFixture.rates, ai_image_rate_per_token: 0.25 },
        },
      },
    ]);
    expect(publicPlansInvalidated(queryClient)).toBe(true);
  });
});
