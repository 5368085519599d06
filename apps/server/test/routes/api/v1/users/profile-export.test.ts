import type { TSupportRequestOpened } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from '../support/support-fixture.js';

describe('users/export/: the account export', () => {
  let f: TSupportFixture;
  let admin: TLoggedIn;
  beforeAll(async () => {
    f = await startSupportFixture();
    admin = await injectWithLogin(f.app, { role: 'admin' });
  });
  afterAll(() => f?.close());

  it("holds the support threads as the asker's own support request page shows them: no internal note, no admin's name, email or id", async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    await f.call(admin, 'POST', `admin/support/${request.id}/messages/`, {
      message: 'Here is your invoice.',
    });
    await f.call(admin, 'POST', `admin/support/${request.id}/messages/`, {
      message: 'Internal: this customer disputes every charge.',
      internal: true,
    });
    const thread = await f.call(user, 'GET', `support/requests/${request.id}/`);
    expect(thread.status).toBe(200);

    const exported = await f.call(user, 'GET', 'users/export/');
    expect(exported.status).toBe(200);
    expect(exported.body.support_requests).toEqual([thread.body]);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain('disputes every charge');
    expect(text).not.toContain(admin.email);
    expect(text).not.toContain('"internal"');
    expect(text).not.toContain(`"user_id":${admin.id}`);
  });
});
