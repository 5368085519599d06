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
  applicationDetail,
  mockSupportCenterApi,
  supportDetail,
  supportMessage,
  supportTicket,
  XSS_MESSAGE,
  XSS_SUBJECT,
} from '@/testing/support-center-fixtures';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const asker = () => screen.findByRole('region', { name: 'From' });
const thread = () => screen.findByRole('list', { name: 'Messages' });
const replyBox = () => screen.getByRole('textbox', { name: /Your reply|Note for the admins/ });

describe('/user/all-support/:id', () => {
  beforeEach(() => signIn({ isAdmin: true }));

  it('shows the request, a registered asker with a link to the user, and the thread with its internal note', async () => {
    mockSupportCenterApi();
    renderApp('/user/all-support/41');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cannot download my invoice' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Support request · Inkwell');
    const from = within(await asker());
    expect(from.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(from.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(from.getByText(/Registered user/)).toBeInTheDocument();
    expect(from.getByRole('link', { name: 'View user #7' })).toHaveAttribute(
      'href',
      '/user/all-users-info/7',
    );
    expect(from.queryByText(/Visitor/)).not.toBeInTheDocument();

    const messages = within(await thread()).getAllByRole('article');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('The invoice page says "error".');
    expect(messages[0]).not.toHaveTextContent('Internal note');
    // The attachment opens the full image.
    const image = within(messages[0]!).getByRole('img', { name: 'Image 1' });
    expect(image.closest('a')).toHaveAttribute('href', '/media/support/5.webp?signature=abc');
    expect(messages[1]).toHaveAccessibleName(/^Internal note — only admins see this/);
    expect(within(messages[1]!).getByText('Internal note — only admins see this')).toBeInTheDocument();
    expect(
      screen.getByText(/Ada Lovelace sees it in their Support page and gets an email\./),
    ).toBeInTheDocument();
  });

  it('shows a visitor’s application: no account, the company, its website as a safe link, the team size', async () => {
    mockSupportCenterApi({ detail: applicationDetail });
    renderApp('/user/all-support/43');
    const from = within(await asker());
    expect(from.getByText('Visitor (no account)')).toBeInTheDocument();
    expect(from.queryByRole('link', { name: /View user/ })).not.toBeInTheDocument();
    expect(from.getByText('Analytical Engines Ltd')).toBeInTheDocument();
    const website = from.getByRole('link', { name: 'https://engines.example' });
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(from.getByText('11-50')).toBeInTheDocument();
    expect(await asker()).not.toHaveTextContent(/kind/i);
    expect(
      screen.getByText('Charles Babbage gets it by email at charles@engines.example.'),
    ).toBeInTheDocument();
  });

  it('sends a reply to the asker, then shows it in the thread with the request answered', async () => {
    const { messages } = mockSupportCenterApi();
    const user = userEvent.setup();
    renderApp('/user/all-support/41');
    await thread();
    await user.type(replyBox(), 'Sent it to you.{Enter}Anything else?');
    expect(screen.getByText('30 / 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(messages).toEqual([{ message: 'Sent it to you.\nAnything else?', internal: false }]),
    );
    const sent = await within(await thread()).findByRole('article', { name: /^Reply to the asker/ });
    expect(sent).toHaveTextContent('Sent it to you.');
    expect(replyBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  });

  it('adds an internal note, and tells that the asker does not see it', async () => {
    const { messages } = mockSupportCenterApi();
    const user = userEvent.setup();
    renderApp('/user/all-support/41');
    await thread();
    await user.click(screen.getByRole('radio', { name: 'Internal note' }));
    expect(screen.getByText(/Only admins see internal notes/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note for the admins' }), 'Refund approved by Ben.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(messages).toEqual([{ message: 'Refund approved by Ben.', internal: true }]));
    const list = await thread();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article', { name: /^Internal note/ })
          .at(-1),
      ).toHaveTextContent('Refund approved by Ben.'),
    );
  });

  it('refuses an empty reply without sending it', async () => {
    const { messages } = mockSupportCenterApi();
    const user = userEvent.setup();
    renderApp('/user/all-support/41');
    await thread();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your message.')).toBeInTheDocument();
    expect(messages).toEqual([]);
  });

  it('changes the status and the priority at once', async () => {
    const { patches } = mockSupportCenterApi();
    const user = userEvent.setup();
    renderApp('/user/all-support/41');
    await thread();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(patches).toEqual([{ status: 'closed' }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Low');
    await waitFor(() => expect(patches).toEqual([{ status: 'closed' }, { priority: 'low' }]));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
  });

  it('puts the status back when the change is refused', async () => {
    mockSupportCenterApi();
    server.use(
      http.patch(api('admin/support/:id/'), () => HttpResponse.json({ detail: 'Nope.' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderApp('/user/all-support/41');
    await thread();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Closed');
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).toHaveValue('open');
  });

  it('shows HTML in a subject and a message as text', async () => {
    mockSupportCenterApi({
      detail: supportDetail(supportTicket({ subject: XSS_SUBJECT }), {
        messages: [supportMessage({ body: XSS_MESSAGE })],
      }),
    });
    renderApp('/user/all-support/41');
    expect(await screen.findByRole('heading', { level: 2, name: XSS_SUBJECT })).toBeInTheDocument();
    const message = within(await thread()).getByRole('article');
    expect(message).toHaveTextContent(XSS_MESSAGE);
    expect(document.querySelector('main script, main img[src="x"]')).toBeNull();
  });

  it('goes back to the list with the filters it had', async () => {
    mockSupportCenterApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user/all-support?type=ticket&status=open');
    await user.click(await screen.findByRole('link', { name: 'Unanswered: Cannot download my invoice' }));
    await thread();
    expect(router.state.location.pathname).toBe('/user/all-support/41');
    await user.click(screen.getByRole('link', { name: 'Back to Support Center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/all-support'));
    expect(router.state.location.search).toBe('?type=ticket&status=open');
  });

  it('says when the request cannot be found', async () => {
    mockSupportCenterApi();
    renderApp('/user/all-support/999');
    expect(await screen.findByText(/We couldn’t load this support request/)).toBeInTheDocument();
  });
});
