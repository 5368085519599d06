import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import {
  mockSupportCenterApi,
  supportListOf,
  supportTicket,
  XSS_SUBJECT,
} from '@/testing/support-center-fixtures';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const table = () => screen.findByRole('table', { name: 'Support requests' });
const statusTabs = () => screen.getByRole('group', { name: 'Status' });
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

describe('/user/all-support', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/all-support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists every kind of request with its asker, category, priority and status', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi();
    renderApp('/user/all-support');
    expect(await screen.findByRole('heading', { name: 'Support Center', level: 1 })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Support request');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('Billing');
    expect(rows[0]).toHaveTextContent('High');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Contact form');
    expect(rows[1]).toHaveTextContent('General');
    expect(rows[1]).toHaveTextContent('Answered');
    expect(rows[2]).toHaveTextContent('Application');
    expect(rows[2]).toHaveTextContent('Business');
    expect(rows[2]).toHaveTextContent('Closed');
    // Only the unanswered one is marked, in words too.
    expect(
      within(rows[0]!).getByRole('link', { name: 'Unanswered: Cannot download my invoice' }),
    ).toHaveAttribute('href', '/user/all-support/41');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Do you offer discounts for schools?' }),
    ).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('Unanswered');
  });

  it('shows the counts per status on the tabs, All being their sum', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi();
    renderApp('/user/all-support');
    await table();
    const tabs = within(statusTabs());
    expect(tabs.getByRole('button', { name: 'All 10' })).toHaveAttribute('aria-pressed', 'true');
    expect(tabs.getByRole('button', { name: 'Open 5' })).toHaveAttribute('aria-pressed', 'false');
    expect(tabs.getByRole('button', { name: 'Answered 3' })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: 'Closed 2' })).toBeInTheDocument();
  });

  it('asks with the filters, the search (once typing pauses), the sort and keeps them in the URL', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockSupportCenterApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-support');
    await table();
    expect(lastQuery(queries)).toEqual({ page: '1', page_size: '20', sort: '-last_activity' });

    await user.click(within(statusTabs()).getByRole('button', { name: /^Open/ }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ status: 'open' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Contact form');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ status: 'open', type: 'contact' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Partner (application)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Highest priority first');
    await waitFor(() =>
      expect(lastQuery(queries)).toMatchObject({ priority: 'high', category: 'partner', sort: 'priority' }),
    );
    const searchesBefore = queries.filter((query) => query.has('search')).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search support requests' }), 'invoice');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ search: 'invoice' }));
    // One request for the pause, not one per letter.
    expect(queries.filter((query) => query.has('search')).length - searchesBefore).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'open',
      type: 'contact',
      priority: 'high',
      category: 'partner',
      sort: 'priority',
      search: 'invoice',
    });
  });

  it('reads the filters from the URL when the page is opened (a reload)', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockSupportCenterApi();
    renderApp('/user/all-support?type=application&status=closed&search=engines&page=2');
    await table();
    expect(lastQuery(queries)).toMatchObject({
      type: 'application',
      status: 'closed',
      search: 'engines',
      page: '2',
    });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('application');
    expect(screen.getByRole('searchbox', { name: 'Search support requests' })).toHaveValue('engines');
    expect(within(statusTabs()).getByRole('button', { name: /^Closed/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when nothing matches the filters, and when there is nothing yet', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi({ list: supportListOf([], { open: 0, answered: 0, closed: 0 }) });
    renderApp('/user/all-support?type=contact');
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
  });

  it('says there are no requests yet without filters', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi({ list: supportListOf([], { open: 0, answered: 0, closed: 0 }) });
    renderApp('/user/all-support');
    expect(await screen.findByText(/No support requests yet/)).toBeInTheDocument();
  });

  it('offers a Retry when the list cannot be loaded', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi();
    server.use(http.get(api('admin/support/'), () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    renderApp('/user/all-support');
    expect(await screen.findByText(/We couldn’t load the support requests/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('shows a subject with HTML as text', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi({ list: supportListOf([supportTicket({ subject: XSS_SUBJECT })]) });
    renderApp('/user/all-support');
    const link = await screen.findByRole('link', { name: `Unanswered: ${XSS_SUBJECT}` });
    expect(link).toHaveTextContent(XSS_SUBJECT);
    expect(link.querySelector('script')).toBeNull();
  });

  it('switches the email to admins about each new request', async () => {
    signIn({ isAdmin: true });
    const { settings } = mockSupportCenterApi({ notifyAdmins: true });
    const user = userEvent.setup();
    renderApp('/user/all-support');
    const toggle = await screen.findByRole('switch', { name: 'Email admins about each new request' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(settings).toEqual([{ notify_admins: false }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe('the sidebar’s Support Center badge', () => {
  it('shows an admin how many requests are open', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi({ open: 3 });
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const link = await within(nav).findByRole('link', { name: 'Support Center (3 open requests)' });
    expect(link).toHaveAttribute('href', '/user/all-support');
    expect(link).toHaveTextContent('3');
  });

  it('shows nothing at zero', async () => {
    signIn({ isAdmin: true });
    mockSupportCenterApi({ open: 0 });
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(await within(nav).findByRole('link', { name: 'Support Center' })).toBeInTheDocument();
  });

  it('is never asked for by a non-admin', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get(api('admin/support/summary/'), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ open: 3 });
      }),
    );
    renderApp('/user');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: /Support Center/ })).not.toBeInTheDocument();
    expect(nav).not.toHaveTextContent(/open request/);
    expect(asked).toEqual([]);
  });
});
