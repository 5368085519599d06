import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockAdminOrdersApi } from '@/testing/admin-order-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const form = () => screen.findByRole('form', { name: 'Create order' });

describe('/user/create-order', () => {
  it('says what is missing under each field and sends nothing', async () => {
    signIn({ isAdmin: true });
    const { created } = mockAdminOrdersApi();
    const user = userEvent.setup();
    renderApp('/user/create-order');
    await form();
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    const picker = screen.getByRole('combobox', { name: 'User' });
    expect(picker).toHaveAccessibleDescription('Choose a user.');
    expect(picker).toHaveFocus();
    expect(screen.getByText('Choose a pack or enter custom quantities.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveAccessibleDescription('Enter a price.');
    expect(created).toEqual([]);
  });

  it('checks custom quantities against the maxima and asks for at least one', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    const user = userEvent.setup();
    renderApp('/user/create-order?user=8');
    await form();
    await user.click(screen.getByRole('radio', { name: /Custom quantities/ }));
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Enter at least one quantity.')).toBeInTheDocument();
    const images = screen.getByRole('spinbutton', { name: 'AI images' });
    await user.clear(images);
    await user.type(images, '901');
    expect(images).toHaveAccessibleDescription('Ensure this value is at most 900.');
  });

  it('creates the order for the searched user from a pack, then opens it with a toast', async () => {
    signIn({ isAdmin: true });
    const { created, userSearches } = mockAdminOrdersApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/create-order');
    await form();
    const picker = screen.getByRole('combobox', { name: 'User' });
    await user.type(picker, 'grace');
    await waitFor(() => expect(userSearches.at(-1)?.get('search')).toBe('grace'));
    expect(userSearches.at(-1)?.get('page_size')).toBe('10');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }));
    expect(picker).toHaveValue('Grace Hopper (grace@example.com)');

    await user.click(screen.getByRole('radio', { name: /Creator/ }));
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue(29);
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('USD');
    await user.clear(screen.getByRole('spinbutton', { name: 'Price' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Conference prize');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/all-orders/99'));
    expect(created).toEqual([
      { user_id: 8, plan_id: 2, quantities: null, price: 0, currency: 'USD', note: 'Conference prize' },
    ]);
    expect(await screen.findByText('Order #99 created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order #99', level: 2 })).toBeInTheDocument();
  });

  it('starts with the user a link names', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    renderApp('/user/create-order?user=8');
    await form();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Grace Hopper (grace@example.com)'),
    );
  });

  it('puts the server’s field errors under their fields and its detail above the form', async () => {
    signIn({ isAdmin: true });
    mockAdminOrdersApi();
    const user = userEvent.setup();
    renderApp('/user/create-order?user=8');
    await form();
    await user.click(screen.getByRole('radio', { name: /Starter/ }));
    server.use(
      http.post(api('admin/orders/'), () =>
        HttpResponse.json({ currency: ['Use a currency the shop sells in.'] }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('textbox', { name: 'Currency' })).toHaveAccessibleDescription(
      'Use a currency the shop sells in.',
    );
    server.use(
      http.post(api('admin/orders/'), () =>
        HttpResponse.json({ detail: 'This account is blocked.' }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await within(await form()).findByRole('alert')).toHaveTextContent('This account is blocked.');
  });
});
