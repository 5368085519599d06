import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-app.js';
import { VALID_CONTACT } from '../../helpers/forms.js';

describe('SupportService', () => {
  const ctx = useTestApp();

  const countRequests = async () =>
    Number(
      (
        await ctx.app.db
          .selectFrom('support_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes the request and its first message in one transaction', async () => {
    // A message the database refuses (body NOT NULL) must roll the request back too.
    const broken = { ...VALID_CONTACT, message: null as unknown as string };
    await expect(ctx.app.support.submitContact(broken, null)).rejects.toThrow();
    expect(await countRequests()).toBe(0);

    const id = await ctx.app.support.submitContact(VALID_CONTACT, null);
    expect(await countRequests()).toBe(1);
    expect(await ctx.app.repositories.support.findMessagesByRequestId(id)).toHaveLength(1);
  });

  it('deletes a request’s messages with it (foreign key cascade)', async () => {
    const id = await ctx.app.support.submitContact(VALID_CONTACT, '192.0.2.10');
    await ctx.app.db.deleteFrom('support_requests').where('id', '=', id).execute();
    expect(await ctx.app.repositories.support.findMessagesByRequestId(id)).toEqual([]);
  });
});
