import type { TLoginResponse, TPasswordResetConfirmRequest, TRegisterRequest } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TOneTimeTokenRow, TUserRow } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SiteSettings } from '../settings/site-settings.js';
import type { AccountMail } from './account-mail.js';
import { AUTH_DETAIL } from './auth-messages.js';
import { consumeLinkToken, INVALID_LINK_DETAIL } from './link-tokens.js';
import { hashPassword, NO_PASSWORD, verifyPassword } from './passwords.js';
import type { TIssuedPair, TokenService } from './token-service.js';

/** Register, login, sessions and the emailed-link flows. */
export class AuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly tokens: TokenService,
    private readonly mail: AccountMail,
    /** Sets up what a new account starts with (the trial balances). */
    private readonly onUserCreated: (userId: number) => Promise<void>,
    /** Whether IPs are recorded (the admins' IP settings). */
    private readonly settings: SiteSettings,
  ) {}

  /** Same work and answer for a known email: that address gets a notice instead. */
  async register(input: TRegisterRequest, ip: string): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const existing = await this.repos.users.findByEmail(input.email);
    if (existing) return this.mail.sendAlreadyRegistered(existing.email);
    const now = nowIso();
    const id = await this.repos.users
      .create({
        full_name: input.full_name,
        email: input.email,
        password_hash: passwordHash,
        registration_ip: await this.settings.ipToRecord(ip),
        created_at: now,
        updated_at: now,
      })
      .catch(() => undefined); // lost a race on the unique email: same answer
    if (id === undefined) return;
    await this.onUserCreated(id);
    this.mail.sendLink(id, 'confirm_email', input.email);
  }

  async login(email: string, password: string, ip: string): Promise<TLoginResponse> {
    const user = await this.repos.users.findByEmail(email);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new HttpError(401, AUTH_DETAIL.invalidCredentials);
    }
    if (user.blocked) throw new HttpError(403, AUTH_DETAIL.blocked);
    if (!user.email_confirmed_at) {
      this.mail.sendLink(user.id, 'confirm_email', user.email);
      throw new HttpError(403, AUTH_DETAIL.unconfirmed);
    }
    return this.startSession(user, ip);
  }

  private async startSession(user: TUserRow, ip: string): Promise<TLoginResponse> {
    const recorded = await this.settings.ipToRecord(ip);
    await this.repos.users.update(user.id, {
      last_login_at: nowIso(),
      ...(recorded ? { last_login_ip: recorded } : {}),
    });
    const pair = await this.tokens.issuePair(user);
    return { ...pair, is_admin: user.role === 'admin' };
  }

  /** Rotation: the presented token is spent; presenting a spent one revokes its whole family. */
  async refresh(refreshToken: string): Promise<TIssuedPair | undefined> {
    const claims = this.tokens.verify(refreshToken, 'refresh');
    if (!claims || claims.fst === undefined) return undefined;
    const user = await this.repos.users.findById(Number(claims.sub));
    if (!user || user.blocked || user.token_version !== claims.ver) return undefined;
    if (!(await this.repos.tokens.markRefreshUsed(claims.jti, user.id))) {
      await this.revokeSession(claims.fam, user.id);
      return undefined;
    }
    return this.tokens.issuePair(user, { id: claims.fam, start: claims.fst });
  }

  /**
   * Ends the session of the access token used (its family), and that of the refresh token
   * sent, if another: both tokens of the pair stop working at once.
   */
  async logout(user: TUserRow, session: string, refreshToken: string | undefined): Promise<void> {
    await this.revokeSession(session, user.id);
    const claims = refreshToken ? this.tokens.verify(refreshToken, 'refresh') : undefined;
    if (claims && claims.fam !== session && Number(claims.sub) === user.id) {
      await this.revokeSession(claims.fam, user.id);
    }
  }

  /** Revokes the family and bumps the user's session epoch in one transaction (decision 011-session-revocation). */
  private async revokeSession(family: string, userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.repos.tokens.revokeFamily(family, userId, trx);
      await this.repos.users.bumpSessionEpoch(userId, trx);
    });
  }

  async logoutAll(user: TUserRow): Promise<void> {
    await this.repos.users.bumpTokenVersion(user.id);
  }

  /**
   * The link's account, while the link is for the address it was mailed to: the account's
   * email, or for a change-email link the pending one (the change still asked for). A link
   * mailed before links kept their address is accepted, except a change-email link.
   */
  private async linkedUser(link: TOneTimeTokenRow, trx: TExecutor): Promise<TUserRow> {
    const user = await this.repos.users.findById(link.user_id, trx);
    if (!user) throw new HttpError(400, AUTH_DETAIL.invalidToken);
    const address = link.purpose === 'change_email' ? user.pending_email : user.email;
    const legacy = link.email === null && link.purpose !== 'change_email';
    if (!legacy && link.email !== address) throw new HttpError(400, INVALID_LINK_DETAIL);
    return user;
  }

  /** A confirm_email or change_email link; returns the answer's detail. */
  async confirmEmail(token: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const link = await consumeLinkToken(this.repos.tokens, token, ['confirm_email', 'change_email'], trx);
      const user = await this.linkedUser(link, trx);
      const confirmed = { email_confirmed_at: user.email_confirmed_at ?? nowIso() };
      if (link.purpose === 'confirm_email') {
        await this.repos.users.update(user.id, confirmed, trx);
        return AUTH_DETAIL.emailConfirmed;
      }
      const email = user.pending_email; // the link's address, as linkedUser checked
      if (!email) throw new HttpError(400, INVALID_LINK_DETAIL);
      if (await this.repos.users.findByEmail(email, trx)) throw new HttpError(400, AUTH_DETAIL.emailTaken);
      await this.repos.users.update(user.id, { ...confirmed, email, pending_email: null }, trx);
      return AUTH_DETAIL.newEmailConfirmed;
    });
  }

  async resendConfirmation(email: string): Promise<void> {
    const user = await this.repos.users.findByEmail(email);
    if (user && !user.email_confirmed_at && !user.blocked)
      this.mail.sendLink(user.id, 'confirm_email', email);
  }

  /** password_reset or access_restore link request: no answer difference for unknown emails. */
  async requestLink(email: string, purpose: 'password_reset' | 'access_restore'): Promise<void> {
    const user = await this.repos.users.findByEmail(email);
    if (user && !user.blocked) this.mail.sendLink(user.id, purpose, email);
  }

  async confirmPasswordReset({ token, password }: TPasswordResetConfirmRequest): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      const link = await consumeLinkToken(this.repos.tokens, token, ['password_reset', 'invitation'], trx);
      const user = await this.linkedUser(link, trx);
      await this.repos.users.update(
        user.id,
        { password_hash: passwordHash, email_confirmed_at: user.email_confirmed_at ?? nowIso() },
        trx,
      );
      await this.repos.users.bumpTokenVersion(user.id, trx);
    });
  }

  /**
   * The one-time sign-in link: proves the address, so it also confirms the email. When it is
   * the first proof, whoever registered the address chose the password, maybe not its owner:
   * that password stops working and every other session ends; the account signs in by link
   * until its owner chooses a password through a reset link.
   */
  async confirmAccessRestore(token: string, ip: string): Promise<TLoginResponse> {
    const user = await this.db.transaction().execute(async (trx) => {
      const link = await consumeLinkToken(this.repos.tokens, token, ['access_restore'], trx);
      const found = await this.linkedUser(link, trx);
      if (found.blocked) throw new HttpError(403, AUTH_DETAIL.blocked);
      if (found.email_confirmed_at) return found;
      await this.repos.users.update(
        found.id,
        { email_confirmed_at: nowIso(), password_hash: NO_PASSWORD },
        trx,
      );
      await this.repos.users.bumpTokenVersion(found.id, trx);
      return (await this.repos.users.findById(found.id, trx)) ?? found;
    });
    return this.startSession(user, ip);
  }
}
