import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { adminUserDetail, mockAdminUsersApi } from '@/testing/admin-users-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const profileForm = () => screen.findByRole('form', { name: 'Profile' });
const balanceForm = () => screen.getByRole('form', { name: 'Adjust a balance' });

describe('/user/all-users-edit/:id', () => {
  it('saves only what changed, and shows it saved', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    const bodies: unknown[] = [];
    server.use(
      http.patch(api('admin/users/7/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(adminUserDetail({ full_name: 'Ada King', blocked: true }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/all-users-edit/7');
    const form = within(await profileForm());
    const save = form.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await user.clear(form.getByLabelText('Full name'));
    await user.type(form.getByLabelText('Full name'), 'Ada King');
    await user.click(form.getByRole('switch', { name: 'Blocked' }));
    expect(form.getByText(/Signs them out everywhere at once/)).toBeInTheDocument();
    await user.click(save);
    expect(await form.findByText('Profile saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ full_name: 'Ada King', blocked: true }]);
  });

  it('shows the server’s guard (the last admin) above the form', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi({ detail: adminUserDetail({ role: 'admin' }) });
    const detail = 'This is the last admin: make another admin first.';
    server.use(http.patch(api('admin/users/7/'), () => HttpResponse.json({ detail }, { status: 409 })));
    const user = userEvent.setup();
    renderApp('/user/all-users-edit/7');
    const form = within(await profileForm());
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'User');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent(detail);
  });

  it('does not let an admin block their own account', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi({ detail: adminUserDetail({ is_self: true }) });
    renderApp('/user/all-users-edit/7');
    const form = within(await profileForm());
    expect(form.getByRole('switch', { name: 'Blocked' })).toBeDisabled();
    expect(form.getByText('This is your own account: you cannot block yourself.')).toBeInTheDocument();
  });

  it('puts a refused adjustment’s message under the amount', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    const bodies: unknown[] = [];
    const message = 'That would take the balance below zero (it is 12).';
    server.use(
      http.post(api('admin/users/7/balance-adjustments/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ delta: [message] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/all-users-edit/7');
    await profileForm();
    const form = within(balanceForm());
    await user.selectOptions(form.getByRole('combobox', { name: 'Balance' }), 'AI images (12)');
    expect(form.getByText('Now: 12')).toBeInTheDocument();
    await user.type(form.getByRole('spinbutton', { name: 'Change by' }), '-20');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Refund by hand');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    const delta = form.getByRole('spinbutton', { name: 'Change by' });
    await waitFor(() => expect(delta).toHaveAccessibleDescription(message));
    expect(bodies).toEqual([{ capability: 'ai_image_tokens', delta: -20, reason: 'Refund by hand' }]);
  });

  it('says the new value after an adjustment', async () => {
    signIn({ isAdmin: true });
    const before = adminUserDetail();
    mockAdminUsersApi({ detail: before });
    server.use(
      http.post(api('admin/users/7/balance-adjustments/'), () =>
        HttpResponse.json(adminUserDetail({ balances: { ...before.balances, chatbots_tokens: 5500 } })),
      ),
    );
    const user = userEvent.setup();
    renderApp('/user/all-users-edit/7');
    await profileForm();
    const form = within(balanceForm());
    await user.type(form.getByRole('spinbutton', { name: 'Change by' }), '500');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('AI chat tokens: now 5,500')).toBeInTheDocument();
    expect(within(balanceForm()).getByRole('spinbutton', { name: 'Change by' })).toHaveValue(null);
  });

  it('sends a password-reset link and shows the server’s answer', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    const detail = 'We emailed ada@example.com a link to choose a new password.';
    server.use(http.post(api('admin/users/7/password-reset/'), () => HttpResponse.json({ detail })));
    const user = userEvent.setup();
    renderApp('/user/all-users-edit/7');
    await profileForm();
    expect(screen.getByText(/Admins never set or see a password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send password-reset link' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/user/all-users-info/7',
    );
  });
});
