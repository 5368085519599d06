import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const createForm = async () => within(await screen.findByRole('form', { name: 'Create user' }));

describe('/user/create-user', () => {
  it('creates an account on the trial balances, says the invitation went, links to it and empties the form', async () => {
    signIn({ isAdmin: true });
    const bodies: unknown[] = [];
    const detail = 'Account created. We emailed grace@navy.example a link to set a password.';
    server.use(
      http.post(api('admin/users/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 21, detail }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/create-user');
    const form = await createForm();
    expect(form.getByRole('radio', { name: /Trial balances \(default\)/ })).toBeChecked();
    await user.type(form.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(form.getByLabelText('Email'), 'grace@navy.example');
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(form.getByRole('button', { name: 'Create user' }));
    expect(await form.findByText(detail)).toBeInTheDocument();
    expect(bodies).toEqual([
      { full_name: 'Grace Hopper', email: 'grace@navy.example', role: 'admin', balances: null },
    ]);
    expect(form.getByRole('link', { name: 'View the new user' })).toHaveAttribute(
      'href',
      '/user/all-users-info/21',
    );
    expect(form.getByRole('link', { name: 'Edit the new user' })).toHaveAttribute(
      'href',
      '/user/all-users-edit/21',
    );
    expect(form.getByLabelText('Full name')).toHaveValue('');
  });

  it('sends custom starting balances, and shows a wrong one under its field', async () => {
    signIn({ isAdmin: true });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(api('admin/users/'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ email: ['An account with this email already exists.'] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/create-user');
    const form = await createForm();
    await user.type(form.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(form.getByLabelText('Email'), 'ada@example.com');
    await user.click(form.getByRole('radio', { name: /Custom balances/ }));
    const images = form.getByRole('spinbutton', { name: 'AI images' });
    await user.clear(images);
    await user.click(form.getByRole('button', { name: 'Create user' }));
    expect(await form.findByText('Enter a number.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(images, '25');
    await user.click(form.getByRole('button', { name: 'Create user' }));
    expect(await form.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ role: 'user', balances: { ai_image_tokens: 25, chatbots_tokens: 0 } });
  });
});
