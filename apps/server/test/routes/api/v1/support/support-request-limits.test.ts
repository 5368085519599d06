import {
  SUPPORT_LIMIT_TEXT,
  type TSupportRequestDetail,
  type TSupportRequestOpened,
} from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { storedBalances } from '../../../../helpers/balance.js';
import { screenshot, startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from './support-fixture.js';

const REPLIES_PER_HOUR = 3;
const ATTACHMENTS_PER_DAY = 4;

describe('support/requests/: what a user may send (per-user limits, balance first)', () => {
  let f: TSupportFixture;
  let png: Buffer;
  beforeAll(async () => {
    f = await startSupportFixture({
      SUPPORT_REPLY_RATE_LIMIT_PER_HOUR: String(REPLIES_PER_HOUR),
      SUPPORT_ATTACHMENTS_PER_DAY: String(ATTACHMENTS_PER_DAY),
    });
    png = await screenshot(40, 30);
  });
  afterAll(() => f?.close());

  const open = async (user: TLoggedIn) =>
    ((await f.send(user, 'support/requests/', SUPPORT_REQUEST)).body as TSupportRequestOpened).request;
  const images = (count: number): [string, Buffer][] =>
    Array.from({ length: count }, (_, index) => [`${index}.png`, png]);

  it('refuses a user with no support requests left before reading the attachments (402, not 400)', async () => {
    const user = await f.signedIn();
    await f.app.balances.reserve(
      user.id,
      'support_request_sent',
      (await storedBalances(f.app, user.id)).support_request_sent,
    );
    const notImage = Buffer.from('<svg onload="alert(1)"></svg>');
    const refused = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [['evil.png', notImage]]);
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/Buy more/);
    expect((await f.call(user, 'GET', 'support/requests/')).body.count).toBe(0);
  });

  it('limits replies per user per hour: 429 with Retry-After and a detail; another user still writes', async () => {
    const user = await f.signedIn();
    const request = await open(user);
    const path = `support/requests/${request.id}/messages/`;
    for (let i = 0; i < REPLIES_PER_HOUR; i += 1)
      expect((await f.send(user, path, { message: `Reply ${i}` })).status).toBe(201);
    const limited = await f.send(user, path, { message: 'One more' });
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBeGreaterThan(3000);
    expect(limited.body).toEqual({
      detail: SUPPORT_LIMIT_TEXT.replies(REPLIES_PER_HOUR, limited.retryAfter!),
    });
    // Keyed by the user, not the address: another user on the same IP is not limited.
    const other = await f.signedIn();
    const theirs = await open(other);
    expect((await f.send(other, `support/requests/${theirs.id}/messages/`, { message: 'Hi' })).status).toBe(
      201,
    );
    // Nothing was written for the refused reply.
    const thread = (await f.call(user, 'GET', `support/requests/${request.id}/`))
      .body as TSupportRequestDetail;
    expect(thread.messages).toHaveLength(1 + REPLIES_PER_HOUR);
  });

  it('does not limit admins’ replies the same way', async () => {
    const user = await f.signedIn();
    const request = await open(user);
    const admin = await injectWithLogin(f.app, { role: 'admin' });
    for (let i = 0; i <= REPLIES_PER_HOUR + 1; i += 1) {
      const sent = await f.call(admin, 'POST', `admin/support/${request.id}/messages/`, { message: `A${i}` });
      expect(sent.status).toBe(201);
    }
  });

  it('limits the images a user attaches per day, opening and replying together (429 with Retry-After)', async () => {
    const user = await f.signedIn();
    const opened = await f.send(user, 'support/requests/', SUPPORT_REQUEST, images(3));
    expect(opened.status).toBe(201);
    const path = `support/requests/${(opened.body as TSupportRequestOpened).request.id}/messages/`;
    const limited = await f.send(user, path, { message: 'Two more' }, images(2));
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBeGreaterThan(23 * 3600);
    expect(limited.body).toEqual({
      detail: SUPPORT_LIMIT_TEXT.attachmentsPerDay(ATTACHMENTS_PER_DAY, limited.retryAfter!),
    });
    expect((await f.send(user, path, { message: 'One more' }, images(1))).status).toBe(201);
    // Without images the user still writes.
    expect((await f.send(user, path, { message: 'No images' })).status).toBe(201);
    const left = await f.send(user, 'support/requests/', SUPPORT_REQUEST, images(1));
    expect(left.status).toBe(429);
  });
});
