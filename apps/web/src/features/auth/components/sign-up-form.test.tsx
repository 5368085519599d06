import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/render';
import { SignUpForm } from './sign-up-form';

describe('SignUpForm', () => {
  it('starts with the email it was given', () => {
    renderWithProviders(<SignUpForm initialEmail="ada@example.com" />);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('requires 8 to 128 characters of password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm initialEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    await user.type(screen.getByLabelText('Password'), 'x'.repeat(124));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at most 128 characters.');
  });

  it('shows server errors and never pretends to succeed', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    server.use(
      http.post(api('users/register/'), () =>
        HttpResponse.json({ email: ['An account with this email already exists.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm initialEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('repeats the address after signing up and sends the link again on request', async () => {
    const resent: unknown[] = [];
    server.use(
      http.post(api('users/register/'), () =>
        HttpResponse.json({ detail: 'Thanks for signing up!' }, { status: 201 }),
      ),
      http.post(api('users/confirm-email/resend/'), async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ detail: 'We have sent a new confirmation link.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm initialEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to ada@example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByText('We have sent a new confirmation link.')).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows a failed resend next to the button', async () => {
    server.use(
      http.post(api('users/register/'), () => HttpResponse.json({ detail: 'Thanks!' }, { status: 201 })),
      http.post(api('users/confirm-email/resend/'), () =>
        HttpResponse.json({ detail: 'Too many emails to this address. Try again later.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm initialEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many emails to this address\. Try again later\.$/,
    );
  });
});
