import { MAIL_NOT_WAITING_DETAIL } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deliveredMailFixture,
  mockMailDeliveryApi,
  waitingMailFixture,
} from '@/testing/admin-overview-fixtures';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { MailDeliverySection } from './mail-delivery-section';

beforeEach(() => {
  signIn({ isAdmin: true });
});

const section = () => screen.getByRole('region', { name: 'Mail delivery' });

describe('Mail delivery on the overview', () => {
  it('says all mail was delivered when nothing waits', async () => {
    mockMailDeliveryApi(deliveredMailFixture);
    renderWithProviders(<MailDeliverySection />);
    expect(await within(section()).findByText('All mail delivered')).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the counts and each waiting mail with its attempts and last error, and retries one', async () => {
    const retried = mockMailDeliveryApi(waitingMailFixture);
    renderWithProviders(<MailDeliverySection />);
    const list = await screen.findByRole('list', { name: 'Mail waiting to be sent' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Inkwell: Confirm your email address');
    expect(first).toHaveTextContent('4 attempts');
    expect(first).toHaveTextContent('451 Service not available, try again later');
    // The fixture's next attempts are in the past: due, waiting for the next look.
    expect(first).toHaveTextContent('4 attempts, next one due now');
    expect(second).toHaveTextContent('1 attempt,');
    expect(second).toHaveTextContent('ECONNREFUSED');
    const figures = within(screen.getByRole('list', { name: 'Mail not sent yet' }));
    expect(figures.getByText('Waiting').closest('li')).toHaveTextContent('Waiting2To be sent');
    expect(figures.getByText('Failing').closest('li')).toHaveTextContent('Failing2Failed at least once');
    expect(figures.getByText('Oldest waiting').closest('li')).toHaveTextContent('2026');
    expect(section()).toHaveTextContent('1 mail not sent in the last 7 days');
    expect(section()).not.toHaveTextContent('All mail delivered');

    await userEvent
      .setup()
      .click(within(second!).getByRole('button', { name: 'Retry now the mail to grace@example.com' }));
    await waitFor(() => expect(retried).toEqual([42]));
  });

  it('shows why a retry was refused', async () => {
    mockMailDeliveryApi(waitingMailFixture);
    server.use(
      http.post(api('admin/mail/:id/retry/'), () =>
        HttpResponse.json({ detail: MAIL_NOT_WAITING_DETAIL }, { status: 404 }),
      ),
    );
    renderWithProviders(<MailDeliverySection />);
    const button = await screen.findByRole('button', { name: 'Retry now the mail to ada@example.com' });
    await userEvent.setup().click(button);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(MAIL_NOT_WAITING_DETAIL);
  });

  it('says mail is only logged when no SMTP server is set up', async () => {
    mockMailDeliveryApi({ ...deliveredMailFixture, smtp_configured: false });
    renderWithProviders(<MailDeliverySection />);
    expect(await within(section()).findByText(/No SMTP server is set up/)).toBeInTheDocument();
  });
});
