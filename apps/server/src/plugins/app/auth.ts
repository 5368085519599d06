import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_LOCK } from '../../db/cluster-lock.js';
import type { TUserRow } from '../../db/types.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { createRepositories } from '../../repositories/index.js';
import { ensureAdmin } from '../../services/auth/admin-bootstrap.js';
import { AUTH_DETAIL } from '../../services/auth/auth-messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid access token in `Authorization: Bearer`, never a cookie. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: TUserRow;
    /** The signed-in session: the refresh family of the access token used. */
    session: string;
  }
}

/** The Bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * onRequest hook for answers that carry tokens or personal data: no browser or proxy keeps
 * them. `app.authenticate` sets it too, so every signed-in route has it without asking.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

const ADMIN_TAKEN_OVER =
  'ADMIN_EMAIL named an account that was not a confirmed admin: it is now an admin whose password is ' +
  'ADMIN_PASSWORD; its former password, sessions, emailed links and pending email change no longer work';

/** `app.authenticate` for routes that need a signed-in user, and the first admin from the environment. */
export default definePlugin('auth', async (app) => {
  const { config, repositories: repos, tokens, revokedSessions } = app;
  app.decorateRequest('user', null as unknown as TUserRow);
  app.decorateRequest('session', '');

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    await noStore(request, reply);
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, AUTH_DETAIL.noCredentials);
    const claims = tokens.verify(token, 'access');
    const user = claims ? await repos.users.findById(Number(claims.sub)) : undefined;
    if (!claims || !user || user.blocked || user.token_version !== claims.ver) {
      throw new HttpError(401, AUTH_DETAIL.invalidToken);
    }
    // Signed out (or its refresh token was reused): this session's access tokens end at once.
    if (await revokedSessions.isRevoked(user, claims.fam)) throw new HttpError(401, AUTH_DETAIL.invalidToken);
    request.user = user;
    request.session = claims.fam;
  });

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL;
    const password = config.ADMIN_PASSWORD;
    // Once for instances starting together: the others find the admin made and leave it.
    const result = await app.clusterLock.runAlone(BOOT_LOCK, (db) =>
      ensureAdmin(db, createRepositories(db), { email, password }),
    );
    if (result === 'taken_over') app.log.warn({ email, result }, ADMIN_TAKEN_OVER);
    else app.log.info({ email, result }, 'admin account from ADMIN_EMAIL');
  }
});
