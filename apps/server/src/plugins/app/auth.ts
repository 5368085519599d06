import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TUserRow } from '../../db/types.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { Mailer } from '../../providers/mail/mailer.js';
import { AccountMail } from '../../services/auth/account-mail.js';
import { AccountService } from '../../services/auth/account-service.js';
import { ensureAdmin } from '../../services/auth/admin-bootstrap.js';
import { AUTH_DETAIL } from '../../services/auth/auth-messages.js';
import { AvatarStore } from '../../services/auth/avatar-store.js';
import { AuthService } from '../../services/auth/auth-service.js';
import { loadJwtKey } from '../../services/auth/jwt-secret.js';
import { verifyPassword } from '../../services/auth/passwords.js';
import { TokenService } from '../../services/auth/token-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    tokens: TokenService;
    auth: AuthService;
    accounts: AccountService;
    avatars: AvatarStore;
    /** onRequest hook: a valid access token in `Authorization: Bearer`, never a cookie. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: TUserRow;
  }
}

/** The Bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export default definePlugin('auth', async (app) => {
  const { config, repositories: repos } = app;
  const key = await loadJwtKey(config.JWT_SECRET, config.DATA_DIR);
  // Computes the dummy hash now, so the first unknown-email login costs what any other does.
  await verifyPassword(undefined, 'warm-up');
  const mailer = new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, repos.mail, app.log);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
  const tokens = new TokenService(key, repos.tokens);
  const mail = new AccountMail(mailer, repos.tokens, {
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
  });
  const avatars = new AvatarStore(config.DATA_DIR);
  app.decorate('mailer', mailer);
  app.decorate('tokens', tokens);
  app.decorate('auth', new AuthService(app.db, repos, tokens, mail, (id) => app.balances.ensureAccount(id)));
  app.decorate('avatars', avatars);
  app.decorate('accounts', new AccountService(repos, tokens, mail, avatars));
  app.decorateRequest('user', null as unknown as TUserRow);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, AUTH_DETAIL.noCredentials);
    const claims = await tokens.verify(token, 'access');
    const user = claims ? await repos.users.findById(Number(claims.sub)) : undefined;
    if (!claims || !user || user.blocked || user.token_version !== claims.ver) {
      throw new HttpError(401, AUTH_DETAIL.invalidToken);
    }
    request.user = user;
  });

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const result = await ensureAdmin(repos.users, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    app.log.info({ email: config.ADMIN_EMAIL, result }, 'admin account from ADMIN_EMAIL');
  }
});
