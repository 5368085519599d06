import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/render';
import { ApplicationForm } from './application-form';

describe('ApplicationForm', () => {
  it('validates with the contract schema before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApplicationForm />);
    await user.type(screen.getByLabelText('Website (optional)'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText('Website (optional)')).toHaveAccessibleDescription(
      'Enter a full URL starting with http:// or https://.',
    );
    expect(screen.getByLabelText('Team size')).toHaveAccessibleDescription('Choose a team size.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Tell us a little more (at least 20 characters).',
    );
  });

  it('sends a partner application and shows the server’s thank-you', async () => {
    vi.spyOn(toast, 'success').mockReturnValue(1);
    let body: unknown;
    server.use(
      http.post(api('support/application/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 3, detail: 'Thanks, Ada! We will reply soon.' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationForm />);
    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
    await user.selectOptions(screen.getByLabelText('Team size'), '11-50');
    await user.type(screen.getByLabelText('Message'), 'We host writing tools for our clients.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, Ada! We will reply soon.');
    expect(body).toEqual({
      kind: 'partner',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      website: '',
      team_size: '11-50',
      message: 'We host writing tools for our clients.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });
});
