import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '../../../../src/services/auth/auth-messages.js';
import { useTestApp } from '../../../helpers/build-app.js';

type TOperation = { security?: unknown[] };
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The OpenAPI document says which calls need a signed-in user: exactly those that refuse an
 * anonymous request for want of credentials, so a client generated from it sends the token where
 * it is needed and nowhere else (the token refresh's 401 is about its refresh token).
 */
describe('the OpenAPI document and sign-in', () => {
  const ctx = useTestApp();

  it('marks every call that refuses an anonymous request with 401 as needing a bearer token, and no other', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, TOperation>>;
    }>();
    const mismatches: string[] = [];
    let signedIn = 0;
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        calls += 1;
        const answer = await ctx.app.inject({
          method: method.toUpperCase() as TMethod,
          url,
          // One address per call, so no per-IP limit answers before the sign-in check.
          remoteAddress: `10.9.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
        });
        const documented = (operation.security ?? []).length > 0;
        if (documented) signedIn += 1;
        const refused = answer.statusCode === 401 && answer.json().detail === AUTH_DETAIL.noCredentials;
        if (refused !== documented)
          mismatches.push(`${method.toUpperCase()} ${path}: ${answer.statusCode}, bearer ${documented}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(signedIn).toBeGreaterThan(100);
  });
});
