import type { TAdminSupportDetail, TAdminSupportList, TSupportRequestOpened } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_DETAIL } from '../../../../../src/routes/api/v1/admin/index.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { VALID_APPLICATION, VALID_CONTACT } from '../../../../helpers/forms.js';
import { startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from './support-fixture.js';

/** The raw mails to `to`, quoted-printable soft breaks undone. */
const mailTo = (f: TSupportFixture, to: string) =>
  f.smtp.messages
    .filter((message) => message.to.includes(to))
    .map((message) => message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

describe('admin/support/: the Support Center', () => {
  let f: TSupportFixture;
  let admin: TLoggedIn;
  beforeAll(async () => {
    f = await startSupportFixture();
    admin = await injectWithLogin(f.app, { role: 'admin' });
  });
  afterAll(() => f?.close());

  const list = async (query = '') =>
    (await f.call(admin, 'GET', `admin/support/${query}`)).body as TAdminSupportList;
  const idle = () => f.app.mailer.idle();

  it('lists support requests, contact messages and applications with their type; filters, searches and counts', async () => {
    const user = await f.signedIn();
    const ticket = (await f.send(user, 'support/requests/', SUPPORT_REQUEST)).body as TSupportRequestOpened;
    const contact = await f.call(null, 'POST', 'support/contact/', {
      ...VALID_CONTACT,
      subject: 'Zebra invoices',
    });
    const application = await f.call(null, 'POST', 'support/application/', VALID_APPLICATION);
    expect([contact.status, application.status]).toEqual([201, 201]);

    const all = await list();
    const types = new Map(all.results.map((request) => [request.id, request.type]));
    expect(types.get(ticket.request.id)).toBe('ticket');
    expect(types.get(contact.body.id)).toBe('contact');
    expect(types.get(application.body.id)).toBe('application');
    expect(all.results[0]!.id).toBe(application.body.id);
    expect(all.results.find((request) => request.id === ticket.request.id)).toMatchObject({
      unanswered: true,
      user_id: user.id,
      email: user.email,
    });
    expect(all.counts.open).toBeGreaterThanOrEqual(3);

    expect((await list('?type=contact')).results.every((request) => request.type === 'contact')).toBe(true);
    expect((await list('?search=zebra')).results.map((request) => request.id)).toEqual([contact.body.id]);
    // The search reads the messages too.
    const byText = await list(`?search=${encodeURIComponent('October purchase')}`);
    expect(byText.results.map((request) => request.id)).toContain(ticket.request.id);
    expect((await list('?sort=created')).results[0]!.id).toBeLessThan(application.body.id);
    expect((await f.call(admin, 'GET', 'admin/support/?sort=size')).status).toBe(400);
    expect((await f.call(admin, 'GET', 'admin/support/summary/')).body.open).toBe(all.counts.open);
  });

  it('answers a user: marked answered, unread in their thread, mailed with a link; their reply opens it again', async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    const answer = 'Your invoice is attached to your order page.\nThanks for waiting!';
    const replied = await f.call(admin, 'POST', `admin/support/${request.id}/messages/`, { message: answer });
    expect(replied.status).toBe(201);
    expect(replied.body as TAdminSupportDetail).toMatchObject({ status: 'answered', unanswered: false });

    const mine = await f.call(user, 'GET', 'support/requests/');
    expect(mine.body.results[0]).toMatchObject({ id: request.id, status: 'answered', unread: true });
    const thread = await f.call(user, 'GET', `support/requests/${request.id}/`);
    expect(thread.body.messages.at(-1)).toMatchObject({
      author: 'admin',
      author_name: 'Support',
      body: answer,
    });
    expect((await f.call(user, 'GET', 'support/requests/')).body.results[0].unread).toBe(false);

    await idle();
    const [mail] = mailTo(f, user.email);
    expect(mail).toMatch(/Subject: Inkwell: Re: Invoice for October/);
    expect(mail).toContain(`/user/support?request=${request.id}`);
    expect(mail).toContain('Your invoice is attached to your order page.');

    await f.send(user, `support/requests/${request.id}/messages/`, { message: 'Found it, thanks.' });
    expect((await f.call(admin, 'GET', `admin/support/${request.id}/`)).body).toMatchObject({
      status: 'open',
      unanswered: true,
    });
  });

  it('answers a contact-form visitor by email; an internal note reaches nobody', async () => {
    const email = 'visitor-reply@example.com';
    const contact = await f.call(null, 'POST', 'support/contact/', { ...VALID_CONTACT, email });
    await idle();
    const before = mailTo(f, email).length;
    const note = await f.call(admin, 'POST', `admin/support/${contact.body.id}/messages/`, {
      message: 'Check their plan first.',
      internal: true,
    });
    expect(note.body).toMatchObject({ status: 'open', messages: [{}, { internal: true, author: 'admin' }] });
    await idle();
    expect(mailTo(f, email).length).toBe(before);

    await f.call(admin, 'POST', `admin/support/${contact.body.id}/messages/`, {
      message: 'Here is your answer.',
    });
    await idle();
    const mails = mailTo(f, email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('Here is your answer.');
    expect(mails.at(-1)).not.toContain('Check their plan first.');
    expect(mails.at(-1)).toContain('/contact-us');
  });

  it('never shows a user the internal notes', async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    await f.call(admin, 'POST', `admin/support/${request.id}/messages/`, {
      message: 'Secret',
      internal: true,
    });
    const thread = await f.call(user, 'GET', `support/requests/${request.id}/`);
    expect(thread.body.messages.map((message: { body: string }) => message.body)).toEqual([
      SUPPORT_REQUEST.message,
    ]);
    expect(thread.body.status).toBe('open');
  });

  it('changes status and priority; refuses an empty change and an unknown request', async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    const changed = await f.call(admin, 'PATCH', `admin/support/${request.id}/`, {
      status: 'closed',
      priority: 'low',
    });
    expect(changed.body).toMatchObject({ status: 'closed', priority: 'low' });
    expect((await f.call(user, 'GET', `support/requests/${request.id}/`)).body.status).toBe('closed');
    expect((await f.call(admin, 'PATCH', `admin/support/${request.id}/`, {})).status).toBe(400);
    expect((await f.call(admin, 'GET', 'admin/support/999999/')).status).toBe(404);
  });

  it('mails every admin about each new request while the setting is on', async () => {
    const user = await f.signedIn();
    expect((await f.call(admin, 'GET', 'admin/support/settings/')).body).toEqual({ notify_admins: true });
    await idle();
    const before = mailTo(f, admin.email).length;
    const { request } = (
      await f.send(user, 'support/requests/', { ...SUPPORT_REQUEST, subject: 'Notify me' })
    ).body as TSupportRequestOpened;
    await f.call(null, 'POST', 'support/contact/', VALID_CONTACT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await idle();
    const mails = mailTo(f, admin.email);
    expect(mails.length).toBe(before + 2);
    expect(mails.find((mail) => mail.includes('Notify me'))).toContain(`/user/all-support/${request.id}`);

    expect((await f.call(admin, 'PUT', 'admin/support/settings/', { notify_admins: false })).status).toBe(
      200,
    );
    await f.send(user, 'support/requests/', SUPPORT_REQUEST);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await idle();
    expect(mailTo(f, admin.email).length).toBe(before + 2);
    await f.call(admin, 'PUT', 'admin/support/settings/', { notify_admins: true });
  });

  it('is for admins only: a user gets 403 everywhere, a visitor 401', async () => {
    const user = await f.signedIn();
    for (const [method, path] of [
      ['GET', 'admin/support/'],
      ['GET', 'admin/support/summary/'],
      ['GET', 'admin/support/1/'],
      ['PATCH', 'admin/support/1/'],
      ['GET', 'admin/support/settings/'],
    ] as const) {
      const answer = await f.call(user, method, path, method === 'PATCH' ? { status: 'closed' } : undefined);
      expect([path, answer.status, answer.body]).toEqual([path, 403, { detail: ADMIN_ONLY_DETAIL }]);
    }
    const post = await f.call(user, 'POST', 'admin/support/1/messages/', { message: 'Hi' });
    expect(post.status).toBe(403);
    expect((await f.call(null, 'GET', 'admin/support/')).status).toBe(401);
  });
});
