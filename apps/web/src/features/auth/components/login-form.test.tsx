import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { LoginForm } from './login-form';

afterEach(() => useSession.setState({ isAuth: false, isAdmin: false }));

describe('LoginForm', () => {
  it('stores the tokens and the admin flag, then goes to /user', async () => {
    server.use(
      http.post(api('users/login/'), () =>
        HttpResponse.json({ access_token: 'a1', refresh_token: 'r1', is_admin: true }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginForm />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
    expect(useSession.getState()).toMatchObject({ isAuth: true, isAdmin: true });
    expect(JSON.parse(window.localStorage.getItem('is_admin_inkwell') ?? '{}')).toMatchObject({
      state: { isAdmin: true },
    });
  });

  it('shows a wrong password on the form and stays signed out', async () => {
    server.use(
      http.post(api('users/login/'), () =>
        HttpResponse.json({ password: ['Wrong email or password.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(useSession.getState().isAuth).toBe(false);
  });

  it('focuses the email field when the page opens', () => {
    renderWithProviders(<LoginForm />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows a refused login above the form in words, not as a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    server.use(
      http.post(api('users/login/'), () =>
        HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password\.$/);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
