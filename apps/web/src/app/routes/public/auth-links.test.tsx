import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const TOKEN = 'a'.repeat(43);

beforeEach(() => useSession.setState({ isAuth: false, isAdmin: false }));

describe('email link pages', () => {
  it('/confirm-email posts the token once and offers a Login link', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('users/confirm-email/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Your email is confirmed.' });
      }),
    );
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByText('Your email is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('/confirm-email with a used link says so in words and sends a new link to the typed address', async () => {
    const resent: unknown[] = [];
    server.use(
      http.post(api('users/confirm-email/'), () =>
        HttpResponse.json({ detail: 'This link is invalid or has expired.' }, { status: 400 }),
      ),
      http.post(api('users/confirm-email/resend/'), async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ detail: 'We have sent a new confirmation link.' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link didn’t work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByText('One click and your account is ready.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new confirmation link.');
    expect(resent).toEqual([{ email: 'ada@example.com' }]);
  });

  it('/confirm-email words a field error on the token without its key', async () => {
    server.use(
      http.post(api('users/confirm-email/'), () =>
        HttpResponse.json({ token: ['This link is invalid.'] }, { status: 400 }),
      ),
    );
    renderApp('/confirm-email?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is invalid\.$/);
    expect(screen.queryByText(/token:/)).not.toBeInTheDocument();
  });

  it('/confirm-email without a token offers a new link at once', async () => {
    renderApp('/confirm-email');
    expect(await screen.findByRole('heading', { name: 'This link didn’t work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('/reset shows a refused request above the form, not as a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    server.use(
      http.post(api('users/password-reset/'), () =>
        HttpResponse.json({ detail: 'Too many requests. Try again later.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/reset');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many requests\. Try again later\.$/);
    expect(error).not.toHaveBeenCalled();
  });

  it('/reset with a spent token shows the refusal above the form in words', async () => {
    server.use(
      http.post(api('users/password-reset/confirm/'), () =>
        HttpResponse.json({ token: ['This link is invalid.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/reset?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is invalid\.$/);
  });

  it('/reset without a token sends the link and shows the detail', async () => {
    server.use(
      http.post(api('users/password-reset/'), () => HttpResponse.json({ detail: 'If that account exists…' })),
    );
    const user = userEvent.setup();
    renderApp('/reset');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If that account exists…');
  });

  it('/reset with a token sets the new password', async () => {
    let body: unknown;
    server.use(
      http.post(api('users/password-reset/confirm/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Log in with your new password.' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/reset?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(body).toEqual({ token: TOKEN, password: 'brand new password' });
  });

  it('/access-restore with a token signs in and goes to /user', async () => {
    server.use(
      http.post(api('users/access-restore/confirm/'), () =>
        HttpResponse.json({ access_token: 'a9', refresh_token: 'r9', is_admin: false }),
      ),
      http.get(api('users/profile/'), () =>
        HttpResponse.json({
          id: 1,
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          pending_email: null,
          avatar: null,
          plan: 'TRIAL PLAN',
          role: 'user',
          is_admin: false,
          email_confirmed: true,
          date_joined: '2026-01-01T00:00:00Z',
        }),
      ),
    );
    const { router } = renderApp(`/access-restore?token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(getAccessToken()).toBe('a9');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
  });
});
