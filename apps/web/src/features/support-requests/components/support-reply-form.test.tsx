import { SUPPORT_LIMIT_TEXT } from '@inkwell/contract';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { SupportReplyForm } from './support-reply-form';

const replyBox = () => screen.getByRole('textbox', { name: 'Your reply' });
const picker = () => screen.getByLabelText('Attach images');
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('SupportReplyForm', () => {
  beforeEach(() => signIn());

  it('says the server’s limit when a reply is refused for now (429), and keeps the reply', async () => {
    const detail = SUPPORT_LIMIT_TEXT.replies(30, 12 * 60);
    server.use(
      http.post(api('support/requests/41/messages/'), () =>
        HttpResponse.json({ detail }, { status: 429, headers: { 'Retry-After': '720' } }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SupportReplyForm requestId={41} heldAttachments={0} />);
    await user.type(replyBox(), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can send 30 replies an hour. Try again in 12 minutes.',
    );
    expect(replyBox()).toHaveValue('Any news?');
  });

  it('attaches only as many images as the thread has room for, and says so', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<SupportReplyForm requestId={41} heldAttachments={19} />);
    expect(screen.getByText('0 / 1')).toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(SUPPORT_LIMIT_TEXT.threadFull(1));
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(picker()).toHaveAccessibleDescription(SUPPORT_LIMIT_TEXT.threadFull(1));
    expect(picker()).toBeDisabled();
  });

  it('turns the picker off in a full thread; a message alone can still be sent', () => {
    renderWithProviders(<SupportReplyForm requestId={41} heldAttachments={20} />);
    expect(picker()).toBeDisabled();
    expect(picker()).toHaveAccessibleDescription(SUPPORT_LIMIT_TEXT.threadFull(0));
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });

  it('shows the server’s refusal of the images under the picker', async () => {
    const words = SUPPORT_LIMIT_TEXT.threadFull(2);
    server.use(
      http.post(api('support/requests/41/messages/'), () =>
        HttpResponse.json({ attachments: [words] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SupportReplyForm requestId={41} heldAttachments={0} />);
    await user.type(replyBox(), 'Three screenshots');
    await user.upload(picker(), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(words);
  });
});
