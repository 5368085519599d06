import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { adminUsersFixture, adminUsersListOf, mockAdminUsersApi } from '@/testing/admin-users-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

function readBlob(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob ?? new Blob());
  });
}

const table = () => screen.findByRole('table', { name: 'Users' });
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);
const headers = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('/user/all-users-info', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/all-users-info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists every account with its role, plan, state, dates and IPs, each opening its profile', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    renderApp('/user/all-users-info');
    const users = await table();
    expect(headers(users)).toEqual([
      'Name and email',
      'Role',
      'Plan',
      'Confirmed',
      'Blocked',
      'Joined',
      'Last sign-in',
      'IP addresses',
    ]);
    const rows = within(users).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/all-users-info/7',
    );
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('Registration: 203.0.113.7');
    expect(rows[0]).toHaveTextContent('Last login: 198.51.100.20');
    expect(rows[1]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('Studio');
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Confirmed: No');
    expect(rows[2]).toHaveTextContent('Blocked: Yes');
  });

  it('leaves the IP columns out when the IP settings hide them', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi({ list: adminUsersListOf(adminUsersFixture, { show_ips: false }) });
    renderApp('/user/all-users-info');
    const users = await table();
    expect(headers(users)).not.toContain('IP addresses');
    expect(users).not.toHaveTextContent('203.0.113.7');
  });

  it('asks with the filters, the search (once typing pauses) and the sort, and keeps them in the URL', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockAdminUsersApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-users-info');
    await table();
    expect(lastQuery(queries)).toEqual({ page: '1', page_size: '20', sort: '-joined' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Studio');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blocked' }), 'Blocked only');
    await user.click(screen.getByRole('checkbox', { name: 'Unconfirmed email only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name A–Z');
    await waitFor(() =>
      expect(lastQuery(queries)).toMatchObject({
        role: 'admin',
        plan: 'Studio',
        blocked: 'true',
        unconfirmed: 'true',
        sort: 'name',
      }),
    );
    const searchesBefore = queries.filter((query) => query.has('search')).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ search: 'grace' }));
    expect(queries.filter((query) => query.has('search')).length - searchesBefore).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      role: 'admin',
      plan: 'Studio',
      blocked: 'true',
      unconfirmed: 'true',
      sort: 'name',
      search: 'grace',
    });
  });

  it('exports the filtered accounts as CSV under the server’s file name', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get(api('admin/users/export/'), ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('id,email\n7,ada@example.com\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="users-2026-03-02.csv"',
          },
        });
      }),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:users';
    });
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const user = userEvent.setup();
      renderApp('/user/all-users-info?role=user&blocked=false&page=2');
      await table();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['users-2026-03-02.csv']));
      expect(Object.fromEntries(exports[0]!)).toEqual({ role: 'user', blocked: 'false', sort: '-joined' });
      expect(await readBlob(blobs[0])).toBe('id,email\n7,ada@example.com\n');
    } finally {
      click.mockRestore();
    }
  });

  it('says when nothing matches, and Clear filters asks for every account again', async () => {
    signIn({ isAdmin: true });
    const { queries } = mockAdminUsersApi({ list: adminUsersListOf([]) });
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-users-info?role=admin&search=nobody');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', page_size: '20', sort: '-joined' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });
});

describe('/user/all-users-edit', () => {
  it('is the same list, each name opening the edit page', async () => {
    signIn({ isAdmin: true });
    mockAdminUsersApi();
    renderApp('/user/all-users-edit');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[1]!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/user/all-users-edit/8',
    );
    expect(screen.getByRole('link', { name: 'Create user' })).toHaveAttribute('href', '/user/create-user');
  });
});
