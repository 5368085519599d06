import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { plansFixture, reviewsFixture } from '@/testing/fixtures';

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
    expect(screen.getAllByTestId('gateway-skeleton')).toHaveLength(3);
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
    expect(document.title).toBe('Sign Up · Inkwell');
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

  it.each(['/no-such-page/at-all', '/users', '/user-area/ai-chats'])(
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
