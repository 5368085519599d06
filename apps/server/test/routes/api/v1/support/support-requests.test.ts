import type { TSupportRequestDetail, TSupportRequestOpened } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE } from '../../../../../src/services/support/support-attachments.js';
import { SUPPORT_REQUEST_DETAIL } from '../../../../../src/services/support/support-request-service.js';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { screenshot, startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from './support-fixture.js';

describe('support/requests/: a user’s support requests', () => {
  let f: TSupportFixture;
  beforeAll(async () => {
    f = await startSupportFixture();
  });
  afterAll(() => f?.close());

  const requestsLeft = async (userId: number) => (await storedBalances(f.app, userId)).support_request_sent;

  it('opens a request for one support request of the balance, with its first message', async () => {
    const user = await f.signedIn();
    const before = await requestsLeft(user.id);
    const opened = await f.send(user, 'support/requests/', SUPPORT_REQUEST);
    expect(opened.status).toBe(201);
    const { request, balance } = opened.body as TSupportRequestOpened;
    expect(request).toMatchObject({
      subject: SUPPORT_REQUEST.subject,
      category: 'billing',
      priority: 'high',
      status: 'open',
      unread: false,
      messages: [
        { author: 'asker', author_name: 'Test User', body: SUPPORT_REQUEST.message, attachments: [] },
      ],
    });
    expect(balance).toBe(before - 1);
    expect(await requestsLeft(user.id)).toBe(before - 1);
    await expectLedgerMatchesBalances(f.app, user.id);

    const list = await f.call(user, 'GET', 'support/requests/');
    expect(list.body).toMatchObject({ count: 1, results: [{ id: request.id, status: 'open' }] });
    expect((await f.call(user, 'GET', 'support/requests/?status=closed')).body.count).toBe(0);
    expect((await f.call(user, 'GET', 'support/requests/?status=lost')).status).toBe(400);
  });

  it('refuses before spending: field errors (400), none left (402) with nothing written', async () => {
    const user = await f.signedIn();
    const bad = await f.send(user, 'support/requests/', { subject: ' ', category: 'weather', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['category', 'message', 'subject']);
    const long = await f.send(user, 'support/requests/', { ...SUPPORT_REQUEST, message: 'x'.repeat(5001) });
    expect(long.body).toEqual({ message: ['Use at most 5,000 characters.'] });

    const left = await requestsLeft(user.id);
    for (let i = 0; i < left; i += 1)
      expect((await f.send(user, 'support/requests/', SUPPORT_REQUEST)).status).toBe(201);
    const broke = await f.send(user, 'support/requests/', SUPPORT_REQUEST);
    expect(broke.status).toBe(402);
    expect(broke.body.detail).toMatch(/Buy more/);
    expect((await f.call(user, 'GET', 'support/requests/')).body.count).toBe(left);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('opens exactly one of two concurrent requests when one is left', async () => {
    const user = await f.signedIn();
    const left = await requestsLeft(user.id);
    for (let i = 1; i < left; i += 1) await f.send(user, 'support/requests/', SUPPORT_REQUEST);
    expect(await requestsLeft(user.id)).toBe(1);
    const answers = await Promise.all(
      [0, 1, 2].map(() => f.send(user, 'support/requests/', SUPPORT_REQUEST)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402, 402]);
    expect((await f.call(user, 'GET', 'support/requests/')).body.count).toBe(left);
    expect(await requestsLeft(user.id)).toBe(0);
  });

  it('re-encodes image attachments to WebP behind signed links; refuses other files and a fourth', async () => {
    const user = await f.signedIn();
    const png = await screenshot(3000, 1500);
    const opened = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [['screen.png', png]]);
    expect(opened.status).toBe(201);
    const [attachment] = (opened.body as TSupportRequestOpened).request.messages[0]!.attachments;
    expect(attachment).toMatchObject({ width: 2560, height: 1280 });
    const image = await fetch(f.origin + attachment!.url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(
      (await fetch(f.origin + attachment!.url.replace(/signature=[^&]+/, 'signature=AAAA'))).status,
    ).toBe(403);

    const before = await requestsLeft(user.id);
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    const notImage = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [['evil.png', script]]);
    expect(notImage).toEqual({ status: 400, body: { attachments: [NOT_AN_IMAGE] } });
    const four = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [
      ['1.png', png],
      ['2.png', png],
      ['3.png', png],
      ['4.png', png],
    ]);
    expect(four).toEqual({ status: 400, body: { attachments: ['Attach at most 3 images.'] } });
    const big = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [
      ['big.png', Buffer.alloc(5 * 1024 * 1024 + 1)],
    ]);
    expect(big).toEqual({ status: 400, body: { attachments: ['Each image can be at most 5 MB.'] } });
    expect(await requestsLeft(user.id)).toBe(before);
  });

  it('replies for free; closes, refuses a reply while closed (409), reopens', async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    const left = await requestsLeft(user.id);
    const reply = await f.send(user, `support/requests/${request.id}/messages/`, { message: 'Any news?' });
    expect(reply.status).toBe(201);
    expect((reply.body as TSupportRequestDetail).messages.map((m) => m.body)).toEqual([
      SUPPORT_REQUEST.message,
      'Any news?',
    ]);
    expect(await requestsLeft(user.id)).toBe(left);

    expect((await f.call(user, 'POST', `support/requests/${request.id}/close/`)).body.status).toBe('closed');
    const refused = await f.send(user, `support/requests/${request.id}/messages/`, { message: 'Hello?' });
    expect(refused).toEqual({ status: 409, body: { detail: SUPPORT_REQUEST_DETAIL.closed } });
    expect((await f.call(user, 'POST', `support/requests/${request.id}/reopen/`)).body.status).toBe('open');
  });

  it('keeps requests private: another user’s is 404 everywhere; a visitor is 401', async () => {
    const owner = await f.signedIn();
    const other = await f.signedIn();
    const { request } = (await f.send(owner, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    expect((await f.call(other, 'GET', `support/requests/${request.id}/`)).status).toBe(404);
    expect((await f.send(other, `support/requests/${request.id}/messages/`, { message: 'Hi' })).status).toBe(
      404,
    );
    expect((await f.call(other, 'POST', `support/requests/${request.id}/close/`)).status).toBe(404);
    expect((await f.call(other, 'GET', 'support/requests/')).body.count).toBe(0);
    expect((await f.call(null, 'GET', 'support/requests/')).status).toBe(401);
    // A contact-form message is nobody’s support request.
    const contact = await f.call(null, 'POST', 'support/contact/', {
      name: 'Eve',
      email: owner.email,
      subject: 'Hi',
      message: 'A message through the contact form.',
    });
    expect((await f.call(owner, 'GET', `support/requests/${contact.body.id}/`)).status).toBe(404);
  });

  it('keeps markup in a subject and a message as the text it is', async () => {
    const user = await injectWithLogin(f.app);
    await f.app.balances.ensureAccount(user.id);
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { request } = (
      await f.send(user, 'support/requests/', { ...SUPPORT_REQUEST, subject: xss, message: xss })
    ).body as TSupportRequestOpened;
    const read = (await f.call(user, 'GET', `support/requests/${request.id}/`)).body as TSupportRequestDetail;
    expect([read.subject, read.messages[0]!.body]).toEqual([xss, xss]);
  });
});
