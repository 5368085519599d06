import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';
import { imageFile, mockSupportRequests, supportMessage, supportRequest } from '@/testing/support-fixtures';

const list = () => screen.getByRole('list', { name: 'Your support requests' });
const rows = () => within(list()).getAllByRole('link');
const newForm = () => screen.getByRole('form', { name: 'New support request' });
const replyForm = () => screen.getByRole('form', { name: 'Reply' });
const thread = (subject: string) => screen.getByRole('region', { name: subject });

async function openSupport(url = '/user/support') {
  const rendered = renderApp(url);
  await screen.findByRole('list', { name: 'Your support requests' });
  return rendered;
}

async function openNewRequestForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New request' }));
  return screen.findByRole('form', { name: 'New support request' });
}

async function fillNewRequest(user: ReturnType<typeof userEvent.setup>) {
  const form = newForm();
  await user.type(within(form).getByLabelText('Subject'), 'Cannot upload avatars');
  await user.selectOptions(within(form).getByLabelText('Category'), 'technical');
  await user.selectOptions(within(form).getByLabelText('Priority'), 'high');
  await user.type(within(form).getByLabelText('Message'), 'It fails.{Enter}Every time.');
}

beforeEach(() => {
  signIn();
  // jsdom makes no object URLs: the previews get a stand-in.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('Support', () => {
  it('lists the requests with their status, category and a marker on a new reply', async () => {
    mockSupportRequests();
    await openSupport();
    expect(rows().map((row) => row.textContent)).toEqual([
      'New replyExport to PDF failsAnsweredTechnical·Mar 5, 2026',
      'Change my emailOpenAccount·Mar 4, 2026',
      'Invoice shows the wrong companyClosedBilling·Mar 2, 2026',
    ]);
    expect(within(rows()[1]!).queryByText('New reply')).not.toBeInTheDocument();
  });

  it('narrows the list by status', async () => {
    mockSupportRequests();
    const user = userEvent.setup();
    await openSupport();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Invoice shows the wrong company');
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the list on the status and page its URL names (a reload, Back), and its links keep them', async () => {
    const open = Array.from({ length: 25 }, (_, index) =>
      supportRequest({ id: 100 - index, subject: `Question ${index + 1}` }),
    );
    mockSupportRequests({ requests: [...open, supportRequest({ id: 41, status: 'closed' })] });
    await openSupport('/user/support?status=open&page=2');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Pages of your support requests' })).toHaveTextContent(
      'Page 2 of 2',
    );
    expect(rows().map((row) => row.textContent)).toEqual(
      [21, 22, 23, 24, 25].map((n) => expect.stringContaining(`Question ${n}`)),
    );
    expect(rows()[0]).toHaveAttribute('href', '/user/support?status=open&page=2&request=80');
  });

  it('invites to open the first request when there is none', async () => {
    mockSupportRequests({ requests: [] });
    const user = userEvent.setup();
    renderApp('/user/support');
    expect(await screen.findByText('You haven’t asked us anything yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open your first request' }));
    expect(await screen.findByRole('form', { name: 'New support request' })).toBeInTheDocument();
  });

  it('opens a thread from the list: messages in order as plain text, Support’s named; the marker clears', async () => {
    mockSupportRequests();
    const user = userEvent.setup();
    const { router } = await openSupport();
    await user.click(screen.getByRole('link', { name: /Export to PDF fails/ }));
    expect(router.state.location.search).toBe('?request=43');
    const region = await screen.findByRole('region', { name: 'Export to PDF fails' });
    const messages = within(within(region).getByRole('list', { name: 'Messages' })).getAllByRole('article');
    // Named by author and date (the time of day is the reader's own time zone's).
    expect(messages.map((message) => message.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^You, Mar 2, 2026, /),
      expect.stringMatching(/^Grace from Support, Mar 5, 2026, /),
    ]);
    expect(within(messages[1]!).getByText(/We fixed the export/).textContent).toBe(
      'Thanks! We fixed the export.\nPlease try again.',
    );
    const image = within(messages[0]!).getByRole('link', { name: /Image 1/ });
    expect(image).toHaveAttribute('href', '/media/support/5.webp?signature=s5');
    expect(image).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(within(list()).queryByText('New reply')).not.toBeInTheDocument());
  });

  it('opens the thread in the URL (a reload, an emailed link) and shows a message’s markup as text', async () => {
    const body = 'Look: <img src=x onerror=alert(1)> <script>alert(2)</script>';
    mockSupportRequests({
      requests: [
        supportRequest({ id: 50, subject: 'Markup', messages: [supportMessage({ id: 500, body })] }),
      ],
    });
    await openSupport('/user/support?request=50');
    const region = await screen.findByRole('region', { name: 'Markup' });
    expect(within(region).getByText(body)).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
    expect(region.querySelector('script')).toBeNull();
  });

  it('sends a new request as multipart with its fields and images, then shows its thread and the balance', async () => {
    const { sent } = mockSupportRequests();
    const user = userEvent.setup();
    const { router } = await openSupport();
    expect(screen.getByRole('button', { name: 'New request' })).toBeInTheDocument();
    await openNewRequestForm(user);
    expect(within(newForm()).getByLabelText('Priority')).toHaveValue('normal');
    expect(await within(newForm()).findByText('40 support requests left')).toBeInTheDocument();
    await fillNewRequest(user);
    expect(within(newForm()).getByText('21 / 5,000 characters')).toBeInTheDocument();
    await user.upload(within(newForm()).getByLabelText('Attach images'), [
      imageFile('one.png', 'image/png', 100),
      imageFile('two.jpg', 'image/jpeg', 200),
    ]);
    const previews = within(newForm()).getByRole('list', { name: 'Attached images' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['one.png', 'two.jpg']);
    await user.click(within(previews).getByRole('button', { name: 'Remove “one.png”' }));
    await user.upload(
      within(newForm()).getByLabelText('Attach images'),
      imageFile('three.webp', 'image/webp', 300),
    );
    await user.click(within(newForm()).getByRole('button', { name: 'Send request' }));

    const region = await screen.findByRole('region', { name: 'Cannot upload avatars' });
    // Multipart sends line breaks as CRLF; jsdom hands MSW each file as "blob" (a browser sends its name).
    expect(sent).toEqual([
      {
        fields: {
          subject: 'Cannot upload avatars',
          category: 'technical',
          priority: 'high',
          message: 'It fails.\r\nEvery time.',
        },
        files: [
          { type: 'image/jpeg', size: 200 },
          { type: 'image/webp', size: 300 },
        ],
      },
    ]);
    expect(router.state.location.search).toBe('?request=90');
    expect(screen.queryByRole('form', { name: 'New support request' })).not.toBeInTheDocument();
    expect(
      within(region).getByText('It fails.\nEvery time.', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Cannot upload avatars'));
  });

  it('refuses a file that is too big, not an image, or one too many, before sending anything', async () => {
    const { sent } = mockSupportRequests();
    const user = userEvent.setup({ applyAccept: false });
    await openSupport();
    await openNewRequestForm(user);
    const picker = () => within(newForm()).getByLabelText('Attach images');
    await user.upload(picker(), imageFile('huge.png', 'image/png', 6 * 1024 * 1024));
    expect(
      within(newForm()).getByText('“huge.png” is 6 MB; images up to 5 MB can be attached.'),
    ).toBeInTheDocument();
    await user.upload(picker(), imageFile('notes.pdf', 'application/pdf'));
    expect(
      within(newForm()).getByText('“notes.pdf” is not an image we take. Attach PNG, JPEG or WebP images.'),
    ).toBeInTheDocument();
    await user.upload(picker(), [
      imageFile('a.png'),
      imageFile('b.png'),
      imageFile('c.png'),
      imageFile('d.png'),
    ]);
    expect(within(newForm()).getByText('Attach at most 3 images to one message.')).toBeInTheDocument();
    expect(
      within(within(newForm()).getByRole('list', { name: 'Attached images' })).getAllByRole('img'),
    ).toHaveLength(3);
    expect(picker()).toBeDisabled();
    await user.click(within(newForm()).getByRole('button', { name: 'Send request' }));
    expect(within(newForm()).getByText('Write a subject.')).toBeInTheDocument();
    expect(within(newForm()).getByText('Pick a category.')).toBeInTheDocument();
    expect(within(newForm()).getByText('Write your message.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s field errors under their fields, the attachments’ under the picker', async () => {
    mockSupportRequests({
      open: () =>
        HttpResponse.json(
          { subject: ['This subject is taken.'], attachments: ['“one.png” could not be read as an image.'] },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await openSupport();
    await openNewRequestForm(user);
    await fillNewRequest(user);
    await user.upload(within(newForm()).getByLabelText('Attach images'), imageFile('one.png'));
    await user.click(within(newForm()).getByRole('button', { name: 'Send request' }));
    const subject = within(newForm()).getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveAccessibleDescription('This subject is taken.'));
    expect(within(newForm()).getByLabelText('Attach images')).toHaveAccessibleDescription(
      '“one.png” could not be read as an image.',
    );
    expect(subject).toHaveFocus();
    expect(within(newForm()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('413 without words of its own: said under the picker', async () => {
    mockSupportRequests({ open: () => new HttpResponse(null, { status: 413 }) });
    const user = userEvent.setup();
    await openSupport();
    await openNewRequestForm(user);
    await fillNewRequest(user);
    await user.upload(within(newForm()).getByLabelText('Attach images'), imageFile('one.png'));
    await user.click(within(newForm()).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(newForm()).getByLabelText('Attach images')).toHaveAccessibleDescription(
        'The images are too large to send. Attach smaller ones or fewer.',
      ),
    );
  });

  it('402: the server’s words in the form with a way to buy more', async () => {
    mockSupportRequests({
      open: () => HttpResponse.json({ detail: 'You have no support requests left.' }, { status: 402 }),
    });
    const user = userEvent.setup();
    await openSupport();
    await openNewRequestForm(user);
    await fillNewRequest(user);
    await user.click(within(newForm()).getByRole('button', { name: 'Send request' }));
    const alert = await within(newForm()).findByRole('alert');
    expect(alert).toHaveTextContent('You have no support requests left.');
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });

  it('a reply with an image goes as multipart and shows in the thread; the answered request is open again', async () => {
    const { sent } = mockSupportRequests();
    const user = userEvent.setup();
    await openSupport('/user/support?request=43');
    await screen.findByRole('form', { name: 'Reply' });
    await user.type(within(replyForm()).getByLabelText('Your reply'), 'Works now, thanks!');
    await user.upload(
      within(replyForm()).getByLabelText('Attach images'),
      imageFile('proof.webp', 'image/webp', 50),
    );
    await user.click(within(replyForm()).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(within(thread('Export to PDF fails')).getAllByRole('article')).toHaveLength(3),
    );
    expect(sent).toEqual([
      { fields: { message: 'Works now, thanks!' }, files: [{ type: 'image/webp', size: 50 }] },
    ]);
    expect(within(replyForm()).getByLabelText('Your reply')).toHaveValue('');
    expect(within(replyForm()).queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
    expect(within(thread('Export to PDF fails')).getByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Export to PDF failsOpen'));
  });

  it('closes after a confirmation (the reply box gives way to Reopen), then reopens', async () => {
    mockSupportRequests();
    const user = userEvent.setup();
    await openSupport('/user/support?request=42');
    await screen.findByRole('form', { name: 'Reply' });
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('This request is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Change my emailClosed'));

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('form', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close request' })).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Change my emailOpen'));
  });
});
