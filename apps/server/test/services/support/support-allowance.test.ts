import { SUPPORT_LIMIT_TEXT } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../../src/lib/http-error.js';
import { nowIso } from '../../../src/lib/time.js';
import { SupportAllowance } from '../../../src/services/support/support-allowance.js';
import { createUser } from '../../helpers/accounts.js';
import { useTestApp } from '../../helpers/build-app.js';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe('SupportAllowance', () => {
  const ctx = useTestApp();

  /** A support request of `userId` with one message of theirs carrying images sent at these times. */
  async function supportRequestWithImages(userId: number, sentAt: string[]) {
    const { support } = ctx.app.repositories;
    const now = nowIso();
    const requestId = await support.createRequest({
      type: 'ticket',
      user_id: userId,
      name: 'Test User',
      email: 'user@example.com',
      subject: 'Screenshots',
      category: 'technical',
      priority: 'normal',
      status: 'open',
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    });
    const messageId = await support.createMessage({
      request_id: requestId,
      author_name: 'Test User',
      author_email: 'user@example.com',
      user_id: userId,
      body: 'See the screenshots.',
      created_at: now,
    });
    await support.createAttachments(
      sentAt.map((created_at, index) => ({
        message_id: messageId,
        file_key: `users/${userId}/support/${requestId}-${index}.webp`,
        width: 10,
        height: 10,
        bytes: 100,
        created_at,
      })),
    );
    return requestId;
  }

  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as HttpError,
    );

  it('counts the user’s images of the last 24 hours and waits until enough of them age out', async () => {
    const { id: userId } = await createUser(ctx.app);
    const { id: otherId } = await createUser(ctx.app);
    await supportRequestWithImages(userId, [hoursAgo(25), hoursAgo(23), hoursAgo(2), hoursAgo(1)]);
    await supportRequestWithImages(otherId, [hoursAgo(1), hoursAgo(1), hoursAgo(1)]);
    const allowance = new SupportAllowance(ctx.app.repositories, 4);

    await expect(allowance.check(userId, 1)).resolves.toBeUndefined();
    // Two more: the image of 23 hours ago must age out first, in about an hour.
    const one = await refusal(allowance.check(userId, 2));
    expect(one?.statusCode).toBe(429);
    const wait = Number(one!.headers['retry-after']);
    expect(wait).toBeGreaterThan(HOUR / 1000 - 120);
    expect(wait).toBeLessThanOrEqual(HOUR / 1000);
    expect(one!.message).toBe(SUPPORT_LIMIT_TEXT.attachmentsPerDay(4, wait));
    // Three more: the one of 2 hours ago too, in about 22 hours.
    const two = await refusal(allowance.check(userId, 3));
    expect(Number(two!.headers['retry-after'])).toBeGreaterThan(22 * 3600 - 120);
  });

  it('refuses images past the thread’s room, counting every message of the thread', async () => {
    const { id: userId } = await createUser(ctx.app);
    const requestId = await supportRequestWithImages(
      userId,
      Array.from({ length: 19 }, () => hoursAgo(48)),
    );
    const allowance = new SupportAllowance(ctx.app.repositories, 100);
    await expect(allowance.check(userId, 1, requestId)).resolves.toBeUndefined();
    const over = await refusal(allowance.check(userId, 2, requestId));
    expect(over).toMatchObject({ fields: { attachments: [SUPPORT_LIMIT_TEXT.threadFull(1)] } });
  });
});
