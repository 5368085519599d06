import { MESSAGES } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  signIn();
});

describe('Settings', () => {
  it('signs out everywhere, then runs the sign-out flow', async () => {
    let logoutAll = 0;
    server.use(
      http.post(api('users/logout-all/'), () => {
        logoutAll += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = userEvent.setup();
    const { router } = renderApp('/user/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logoutAll).toBe(1);
    expect(success).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
    expect(getAccessToken()).toBeUndefined();
  });

  it('deletes the account only with the password, showing a wrong password on the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.delete(api('users/account/'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        return body.password === 'right password'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ password: ['Wrong password.'] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Wrong password.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ password: 'wrong' }, { password: 'right password' }]);
    expect(useSession.getState().isAuth).toBe(false);
  });
});
