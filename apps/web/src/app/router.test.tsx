import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { footerColumns, publicNavItems, type NavItem } from '@/components/layout/nav-items';
import { profileMenuItems, userNavGroups } from '@/components/layout/user-nav-items';
import { getPage, getPageLabel, pageKeys, pages, toolPageKeys, type PageKey } from '@/config/pages';
import { useSession } from '@/lib/session';
import { mockAdminSettingsApi } from '@/testing/admin-settings';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { plansFixture, reviewsFixture } from '@/testing/fixtures';
import { signIn } from '@/testing/session';
import { allRoutes as routes, pageModules } from './all-routes';

describe('the public site', () => {
  it('home shows skeletons (4 plans, 3 gateways, 6 reviews) while the API answers', async () => {
    server.use(
      http.get(api('payments/plans/'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get(api('payments/payment_methods'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get(api('users/reviews'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(4);
    // The gateways come with the pricing section's lazy part (decision 018).
    expect(await screen.findAllByTestId('gateway-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(6);
  });

  it('home renders the hero, features, every seeded plan and every review', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(within(hero).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(hero).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { name: 'Fast and easy content generation' })).toBeInTheDocument();
    for (const tool of [
      'AI Chats',
      'AI Code',
      'AI Images',
      'Templates',
      'Speech to Text',
      'Text to Speech',
    ]) {
      expect(screen.getByRole('heading', { name: tool })).toBeInTheDocument();
    }
    const pricing = document.getElementById('pricing')!;
    for (const { plan } of plansFixture) {
      expect(await within(pricing).findByRole('heading', { name: plan })).toBeInTheDocument();
    }
    for (const { name } of reviewsFixture) expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.title).toBe('Inkwell · AI content creation studio');
  });

  it('the hero email goes to /sign-up and arrives prefilled', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    await user.type(within(hero).getByLabelText('Email address'), 'ada@example.com');
    await user.click(within(hero).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=ada%40example.com'));
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await waitFor(() => expect(document.title).toBe('Sign Up · Inkwell'));
  });

  it('has the navigation, the footer and the cookie banner around every page', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Pricing', '/#pricing'],
      ['Contact', '/contact-us'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByText('2025 © Inkwell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Partner application' })).toHaveAttribute(
      'href',
      '/application-form',
    );
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(await screen.findByText('Inkwell Labs Ltd')).toBeInTheDocument();
    expect(document.title).toBe('About Us · Inkwell');
  });

  it.each(['/no-such-page/at-all', '/users', '/user-area/ai-chats', '/user/no-such-page'])(
    'shows the not-found page at %s',
    async (url) => {
      renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByText('2025 © Inkwell')).toBeInTheDocument();
    },
  );

  it('shows company details on the contact page', async () => {
    renderApp('/contact-us');
    expect(await screen.findByText('HRB 123456')).toBeInTheDocument();
    expect(screen.getByText('12 Quill Street, 10115 Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@inkwell.example' })).toHaveAttribute(
      'href',
      'mailto:hello@inkwell.example',
    );
  });

  it('renders the legal pages with a table of contents', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: /Cookies and local storage/ })).toHaveAttribute(
      'href',
      '/privacy-policy#cookies',
    );
    expect(screen.getByText(/cookie_accepted_inkwell/)).toBeInTheDocument();
  });

  it('renders the application form outside the public layout', async () => {
    renderApp('/application-form');
    expect(await screen.findByRole('heading', { level: 1, name: /Work with Inkwell/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('button', { name: /theme/i })).toBeInTheDocument();
    expect(screen.queryByText('2025 © Inkwell')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

/** The route ids a URL matches, outermost first (pages are id'd by their key in `pages`). */
function matchIds(url: string): string[] {
  return (matchRoutes(routes, url) ?? []).map((match) => match.route.id ?? '');
}

/** A URL that opens a page: parameters filled in, the catch-all given a stray path. */
const sampleUrl = (path: string) => (path === '*' ? '/no-such-page' : path.replace(/:\w+/g, '7'));

/** The ids of the routes the router holds so far, outermost first. */
function heldIds(routes: readonly { id: string; children?: unknown[] }[]): string[] {
  return routes.flatMap((route) => [
    route.id,
    ...heldIds((route.children ?? []) as { id: string; children?: unknown[] }[]),
  ]);
}

describe('route discovery', () => {
  beforeEach(() => useSession.setState({ isAuth: false, isAdmin: false }));

  it('holds only the public site’s routes on a public page, and adds the signed-in area’s on the way there', async () => {
    signIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(heldIds(router.routes)).toEqual(expect.arrayContaining(['public-layout', 'login', 'home']));
    expect(heldIds(router.routes)).not.toContain('user-layout');
    await router.navigate('/user/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(heldIds(router.routes)).toEqual(expect.arrayContaining(['user-layout', 'myAccount', 'allOrders']));
  });

  it('opens a page of the signed-in area without loading the public site’s routes', async () => {
    signIn();
    const { router } = renderApp('/user/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(heldIds(router.routes)).not.toContain('public-layout');
  });
});

describe('the route table', () => {
  // Before, not after: flipping the session under a mounted tree starts a refresh.
  beforeEach(() => useSession.setState({ isAuth: false, isAdmin: false }));

  it.each(pageKeys)('routes %s to its own page, under the layout its access names', (key) => {
    const page = getPage(key);
    const ids = matchIds(sampleUrl(page.path));
    expect(ids.at(-1)).toBe(key);
    const layout = { public: 'public-layout', user: 'user-layout', admin: 'user-layout', standalone: key };
    expect(ids.slice(0, 2)).toEqual(['root', layout[page.access]]);
    expect(ids.includes('admin-only')).toBe(page.access === 'admin');
    const route = (matchRoutes(routes, sampleUrl(page.path)) ?? []).at(-1)?.route;
    expect(route?.handle).toEqual({ title: page.title });
  });

  it.each(pageKeys)('has the code of %s: a page component of its own', async (key) => {
    const { default: Page } = await pageModules[key]();
    expect(Page).toBeTypeOf('function');
  });

  it('points every menu, sidebar and dashboard link at a page the router has', () => {
    const sidebar = userNavGroups.flatMap((group) =>
      group.items.flatMap((item) => [item, ...(item.children ?? [])]),
    );
    const tools = toolPageKeys.map((key): NavItem => ({ label: pages[key].title, to: pages[key].path }));
    const links = [
      ...sidebar,
      ...tools,
      ...profileMenuItems,
      ...publicNavItems,
      ...footerColumns.flatMap((c) => c.items),
    ];
    for (const { label, to } of links) {
      const key = matchIds(to.split('#')[0] ?? to).at(-1);
      expect(key, `${label} → ${to}`).not.toBe('notFound');
      // What a menu says is the page's title unless the table names another label for it.
      if (!['Catalogues', 'Configurations', 'Pricing'].includes(label)) {
        expect(getPageLabel(key as PageKey)).toBe(label);
      }
    }
  });

  it.each(['myAccount', 'aiChat', 'settingsIp'] as const)(
    'shows the table title of %s in the header and the tab',
    async (key) => {
      signIn({ isAdmin: true });
      mockAdminSettingsApi();
      renderApp(sampleUrl(pages[key].path));
      const title = pages[key].title;
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Inkwell`));
    },
  );

  it('sends a signed-in user who is not an admin from an admin page to /, without its data', async () => {
    signIn();
    const adminApi = mockAdminSettingsApi();
    const { router } = renderApp(pages.auditLog.path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(adminApi.auditUrls).toHaveLength(0);
  });

  it('lists the six tools on the dashboard with their table titles, texts and paths', async () => {
    signIn();
    renderApp(pages.dashboard.path);
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { name: 'Tools' });
    for (const key of toolPageKeys) {
      const { title, path, description } = pages[key];
      const link = within(main).getByRole('link', { name: new RegExp(`^${title}`) });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveTextContent(description);
    }
  });
});
