import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { ChangePasswordForm } from './change-password-form';

async function submit(answer: Response) {
  signIn();
  server.use(http.post(api('users/password/'), () => answer));
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordForm />);
  await user.type(screen.getByLabelText('Current password'), 'old password');
  await user.type(screen.getByLabelText('New password'), 'new password 2');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('shows a wrong current password under that field', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await submit(
      HttpResponse.json({ current_password: ['Your current password is incorrect.'] }, { status: 400 }),
    );
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Your current password is incorrect.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('shows any other refusal above the form in words', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await submit(
      HttpResponse.json({ detail: 'Your session has expired. Please log in again.' }, { status: 403 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your session has expired\. Please log in again\.$/,
    );
    expect(error).not.toHaveBeenCalled();
  });
});
