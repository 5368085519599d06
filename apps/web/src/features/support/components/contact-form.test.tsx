import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Team plan');
  await user.type(screen.getByLabelText('Message'), 'Can twelve writers share one balance?');
}

describe('ContactForm', () => {
  it('shows the contract’s field errors under each field without calling the API', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write at least 10 characters.',
    );

    await user.type(name, 'Grace');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('sends the message, shows the server’s detail once (not also as a toast) and resets the form', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    let body: unknown;
    server.use(
      http.post(api('support/contact/'), async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json(
          { id: 7, detail: 'Thanks, Grace Hopper! We will reply soon.' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, Grace Hopper! We will reply soon.');
    expect(success).not.toHaveBeenCalled();
    expect(body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Team plan',
      message: 'Can twelve writers share one balance?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('puts the server’s field errors on the fields and the rest above the form, never in a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    server.use(
      http.post(api('support/contact/'), () =>
        HttpResponse.json(
          { email: ['This domain does not accept mail.'], captcha: ['Please solve the captcha.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This domain does not accept mail.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please solve the captcha\.$/);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  });

  it('shows a refusal’s detail above the form in words and clears it on the next try', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    let calls = 0;
    server.use(
      http.post(api('support/contact/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Slow down.' }, { status: 429 })
          : HttpResponse.json({ id: 8, detail: 'Thanks!' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Slow down\.$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(http.post(api('support/contact/'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t reach the server. Check your connection and try again.',
    );
  });
});
