import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@inkwell/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { mockAdminSettingsApi } from '@/testing/admin-settings';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { profileFixture as profile, signIn } from '@/testing/session';

// Reset before each test, not after: flipping the session while the last test's tree is still
// mounted would start work (a refresh) that lands in the next test.
beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe('the /user guard', () => {
  it('sends a visitor to /login with the exact message after 1 s', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const started = performance.now();
    const { router } = renderApp('/user');
    await screen.findByText('Checking your session…');
    expect(router.state.location.pathname).toBe('/user');
    expect(error).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Not before the second has passed (a busy machine can only make it later, never earlier).
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.notLoggedIn));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('redirects a non-admin from an admin route to /', async () => {
    signIn();
    const { router } = renderApp('/user/all-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin route to an admin', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    renderApp('/user/settings-ip');
    expect(await screen.findByRole('heading', { name: 'IP Address in Users', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Record users’ IP addresses' })).toBeChecked();
  });
});

describe('the sidebar', () => {
  it('shows the Admin Panel group to admins only, its sub-groups closed away from their pages', async () => {
    signIn({ isAdmin: true });
    const user = userEvent.setup();
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByText('Admin Panel')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/user/admin-overview',
    );
    for (const name of ['Catalogues', 'Configurations']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).queryByRole('link', { name: 'Date Display settings' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Configurations' }));
    expect(within(nav).getByRole('link', { name: 'Date Display settings' })).toHaveAttribute(
      'href',
      '/user/settings-date',
    );
  });

  it('opens the sub-group of the current page, its label a button over its links, not a second link', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    renderApp('/user/settings-date');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).queryByRole('link', { name: 'Configurations' })).not.toBeInTheDocument();
    const button = within(nav).getByRole('button', { name: 'Configurations' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = within(nav).getByRole('list', { name: 'Configurations' });
    expect(button).toHaveAttribute('aria-controls', group.id);
    // Its eight pages, Edit User Profiles first and linked once in the whole sidebar.
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Edit User Profiles',
      'Date Display settings',
      'IP Address in Users',
      'Create User',
      'Create Order',
      'Payment Settings',
      'AI Providers',
      'Audit Log',
    ]);
    expect(within(nav).getAllByRole('link', { name: 'Edit User Profiles' })).toHaveLength(1);
    expect(within(group).getByRole('link', { name: 'Date Display settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The other sub-group stays closed: the list its button controls is hidden.
    const closed = within(nav).getByRole('button', { name: 'Catalogues' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
    const catalogues = document.getElementById(closed.getAttribute('aria-controls') ?? '');
    expect(catalogues).not.toBeVisible();
    expect(
      within(catalogues!)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Plans', 'Assistants', 'Templates', 'Voices']);
  });

  it('opens and closes a sub-group from the keyboard and remembers it on the next visit', async () => {
    signIn({ isAdmin: true });
    const user = userEvent.setup();
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const catalogues = within(nav).getByRole('button', { name: 'Catalogues' });
    catalogues.focus();
    await user.keyboard('{Enter}');
    expect(catalogues).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Voices' })).toHaveAttribute(
      'href',
      '/user/settings-voices',
    );
    await user.keyboard(' ');
    expect(catalogues).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Voices' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    cleanup();

    renderApp('/user');
    const again = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(again).getByRole('button', { name: 'Catalogues' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(again).getByRole('link', { name: 'Plans' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Configurations' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens a closed sub-group when one of its pages is reached, and marks it while closed over it', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/settings-date');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const configurations = within(nav).getByRole('button', { name: 'Configurations' });
    await user.click(configurations);
    expect(configurations).toHaveAttribute('aria-expanded', 'false');
    expect(configurations).toHaveAttribute('aria-current', 'true');

    await act(() => router.navigate('/user/settings-ip'));
    expect(await within(nav).findByRole('link', { name: 'IP Address in Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(configurations).toHaveAttribute('aria-expanded', 'true');
    expect(configurations).not.toHaveAttribute('aria-current');
  });

  it('closes a sub-group opened by visiting its page once the admin moves on, not one they opened', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/settings-date');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const configurations = within(nav).getByRole('button', { name: 'Configurations' });
    const catalogues = within(nav).getByRole('button', { name: 'Catalogues' });
    expect(configurations).toHaveAttribute('aria-expanded', 'true');
    await user.click(catalogues);

    await act(() => router.navigate('/user'));
    expect(await screen.findByRole('heading', { name: /^Hello/ })).toBeInTheDocument();
    expect(configurations).toHaveAttribute('aria-expanded', 'false');
    expect(catalogues).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Plans' })).toBeInTheDocument();
  });

  it('marks the open page on the collapsed rail, Configurations standing for its pages', async () => {
    signIn({ isAdmin: true });
    mockAdminSettingsApi();
    Cookies.set('sidebar_state', 'false');
    renderApp('/user/settings-date');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const configurations = await within(nav).findByRole('link', { name: 'Configurations' });
    expect(configurations).toHaveAttribute('aria-current', 'true');
    expect(within(nav).queryByRole('link', { name: 'Date Display settings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('hides the Admin Panel group from users', async () => {
    signIn();
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('link', { name: 'My Images' })).toHaveAttribute(
      'href',
      '/user/saved/images',
    );
    expect(within(nav).queryByText('Admin Panel')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('shows the upgrade box on the trial plan only', async () => {
    signIn();
    renderApp('/user');
    expect(await screen.findByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });

  it('has no upgrade box on a paid plan', async () => {
    signIn({ plan: 'PRO PLAN' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('never shows the trial upgrade box to an admin, even on the trial plan', async () => {
    signIn({ isAdmin: true });
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(await within(nav).findByText('Admin Panel')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
    expect(screen.queryByText('You are on the trial plan')).not.toBeInTheDocument();
  });

  it('toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/user');
    const trigger = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Control>}b{/Control}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(Cookies.get('sidebar_state')).toBe('false');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(Cookies.get('sidebar_state')).toBe('true');
    await user.click(trigger);
    expect(Cookies.get('sidebar_state')).toBe('false');
  });

  it('starts collapsed when the cookie says so', async () => {
    signIn();
    Cookies.set('sidebar_state', 'false');
    renderApp('/user');
    expect(await screen.findByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the header', () => {
  it('shows the page title and signs out with the message, then goes to / after 100 ms', async () => {
    signIn({ isAdmin: true });
    let logoutBody: unknown;
    server.use(
      http.post(api('users/logout/'), async ({ request }) => {
        logoutBody = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = userEvent.setup();
    const { router } = renderApp('/user/my-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace, profile menu' }));
    const timeout = vi.spyOn(window, 'setTimeout');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.logoutSuccess));
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), LOGOUT_REDIRECT_DELAY_MS);
    expect(useSession.getState()).toMatchObject({ isAuth: false, isAdmin: false });
    expect(Cookies.get('access_token_inkwell')).toBeUndefined();
    expect(logoutBody).toEqual({ refresh_token: 'refresh' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the profile button', () => {
  it('is named by the name it shows, so saying what is on screen opens it (WCAG 2.5.3)', async () => {
    signIn();
    renderApp('/user');
    const button = await screen.findByRole('button', { name: /^Ada Lovelace/ });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAccessibleName('Ada Lovelace, profile menu');
  });

  it('opens a menu that stays inside the header landmark', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: /profile menu/ }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('banner')).toContainElement(menu);
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('Edit Account', () => {
  it('saves the name, shows the success message and refreshes the profile', async () => {
    const current = signIn();
    let patched: unknown;
    let profileCalls = 0;
    server.use(
      http.get(api('users/profile/'), () => {
        profileCalls += 1;
        return HttpResponse.json(patched ? { ...current, full_name: 'Ada King' } : current);
      }),
      http.patch(api('users/profile/'), async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...current, full_name: 'Ada King' });
      }),
    );
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = userEvent.setup();
    renderApp('/user/edit-account');
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.profileUpdated));
    expect(patched).toEqual({ full_name: 'Ada King', email: 'ada@example.com' });
    await waitFor(() => expect(profileCalls).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Ada King, profile menu' })).toBeInTheDocument();
  });

  it('asks for the current password before changing the email', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/user/edit-account');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      within(screen.getByRole('form', { name: 'Profile' })).getByLabelText('Current password'),
    ).toHaveAccessibleDescription('Enter your current password to change your email.');
  });

  it('rejects an avatar over 2 MB before uploading', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/user/edit-account');
    const input = await screen.findByLabelText('Profile picture');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription('Choose an image of 2 MB or less.');
  });
});

describe('public navigation when signed in', () => {
  it('shows Dashboard instead of Login and Sign Up, and Contact goes to /user/support', async () => {
    signIn();
    renderApp('/about-us');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/user/support');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('an expired access cookie', () => {
  it('is renewed from the refresh cookie before the guard decides', async () => {
    Cookies.set('refresh_token_inkwell', 'refresh', { path: '/' });
    let refreshes = 0;
    server.use(
      http.post(api('users/token/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'fresh', refresh_token: 'refresh-2' });
      }),
      http.get(api('users/profile/'), () => HttpResponse.json(profile)),
    );
    const { router } = renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(router.state.location.pathname).toBe('/user');
  });
});
