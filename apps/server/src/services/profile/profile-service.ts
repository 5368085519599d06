import type { TPasswordChangeRequest, TProfileResponse, TProfileUpdateRequest } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TUserRow } from '../../db/types.js';
import { FieldError, HttpError } from '../../lib/http-error.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AvatarStore } from '../../providers/storage/avatar-store.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import { userMediaFolder } from '../media/user-media.js';
import type { AccountMail } from '../auth/account-mail.js';
import { AUTH_DETAIL } from '../auth/auth-messages.js';
import type { PasswordGuesses } from '../auth/password-guesses.js';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../auth/passwords.js';
import type { TIssuedPair, TokenService } from '../auth/token-service.js';
import { toSavedCode } from '../ai-code/code-views.js';
import { toSavedTemplate } from '../ai-templates/template-views.js';
import { toOrder } from '../orders/order-mappers.js';
import type { ThreadViews } from '../support/thread-views.js';
import { toProfile } from './profile-mappers.js';

/** The signed-in user's own account: profile, password, deletion, export. */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly tokens: TokenService,
    private readonly mail: AccountMail,
    private readonly avatars: AvatarStore,
    private readonly media: TMediaStorage,
    /** The saved creations of each tool with media, by the export's key (`saved_images`…). */
    private readonly savedMedia: Record<string, (userId: number) => Promise<object[]>>,
    private readonly guesses: PasswordGuesses,
    /** The asker's view of a support thread, as their support request page shows it. */
    private readonly threads: ThreadViews,
  ) {}

  /**
   * Stores the validated image, points the profile at it and removes the previous one; a
   * profile that could not be saved (a full database disk) leaves no new file behind.
   */
  async setAvatar(user: TUserRow, bytes: Buffer): Promise<TUserRow> {
    const url = await this.avatars.save(bytes);
    await this.repos.users.update(user.id, { avatar: url }).catch(async (error: unknown) => {
      await this.avatars.remove(url);
      throw error;
    });
    await this.avatars.remove(user.avatar);
    return this.reload(user);
  }

  private async checkPassword(user: TUserRow, password: string | undefined, field: string, wrong: string) {
    if (!password) throw new FieldError(field, AUTH_DETAIL.currentPasswordMissing);
    // Signed in by link after its registrant's password was dropped: no guess to count.
    if (user.password_hash === NO_PASSWORD) throw new FieldError(field, AUTH_DETAIL.noPasswordYet);
    await this.guesses.assertAllowed(user.id);
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.guesses.recordWrong(user.id);
      throw new FieldError(field, wrong);
    }
  }

  private async reload(user: TUserRow): Promise<TUserRow> {
    return (await this.repos.users.findById(user.id)) ?? user;
  }

  /**
   * Name applies at once; a new email waits in pending_email until its link is followed. Only
   * the latest change's link works: asking for another ends the links of the earlier ones.
   */
  async updateProfile(user: TUserRow, input: TProfileUpdateRequest): Promise<TProfileResponse> {
    const emailChanged = input.email !== user.email;
    if (emailChanged) {
      await this.checkPassword(
        user,
        input.current_password,
        'current_password',
        AUTH_DETAIL.currentPasswordWrong,
      );
    }
    await this.db.transaction().execute(async (trx) => {
      await this.repos.users.update(
        user.id,
        { full_name: input.full_name, ...(emailChanged ? { pending_email: input.email } : {}) },
        trx,
      );
      if (emailChanged) await this.repos.tokens.voidUnusedOneTime(user.id, ['change_email'], trx);
    });
    if (emailChanged) {
      // An address already in use gets a notice instead: the answer never reveals it.
      if (await this.repos.users.findByEmail(input.email)) this.mail.sendAlreadyRegistered(input.email);
      else this.mail.sendLink(user.id, 'change_email', input.email);
    }
    return toProfile(await this.reload(user));
  }

  /** Ends every other session (token version) and returns a fresh pair for this one. */
  async changePassword(user: TUserRow, input: TPasswordChangeRequest): Promise<TIssuedPair> {
    await this.checkPassword(
      user,
      input.current_password,
      'current_password',
      AUTH_DETAIL.currentPasswordWrong,
    );
    await this.repos.users.update(user.id, { password_hash: await hashPassword(input.new_password) });
    await this.repos.users.bumpTokenVersion(user.id);
    return this.tokens.issuePair(await this.reload(user));
  }

  async deleteAccount(user: TUserRow, password: string): Promise<void> {
    await this.checkPassword(user, password, 'password', AUTH_DETAIL.passwordWrong);
    if (user.role === 'admin' && !user.blocked && (await this.repos.users.countActiveAdmins()) <= 1)
      throw new HttpError(409, AUTH_DETAIL.lastAdminDeletes);
    await this.repos.support.detachUser(user.id);
    await this.repos.users.delete(user.id);
    await this.avatars.remove(user.avatar);
    await this.media.deleteFolder(userMediaFolder(user.id));
  }

  async exportData(user: TUserRow): Promise<object> {
    const requests = await this.repos.support.findRequestsByUserId(user.id);
    // As the asker's support request page shows them: no internal notes, replies signed "Support".
    const support_requests = await Promise.all(
      requests.map(async (request) => {
        const messages = await this.repos.support.findMessagesByRequestId(request.id);
        const files = await this.repos.support.findAttachments(messages.map((message) => message.id));
        return this.threads.forAsker(request, messages, files);
      }),
    );
    const orders = (await this.repos.orders.findAllByUserId(user.id)).map(toOrder);
    const balance_ledger = await this.repos.balances.findLedgerByUserId(user.id);
    const saved_codes = (await this.repos.codeRuns.findAllByUserId(user.id)).map(toSavedCode);
    const saved_templates = (await this.repos.templateRuns.findAllByUserId(user.id)).map(toSavedTemplate);
    // Each with its links (good for a few minutes) to download the file.
    const media = Object.fromEntries(
      await Promise.all(Object.entries(this.savedMedia).map(async ([key, of]) => [key, await of(user.id)])),
    );
    return {
      exported_at: new Date().toISOString(),
      profile: toProfile(user),
      support_requests,
      orders,
      balance_ledger,
      saved_codes,
      saved_templates,
      ...media,
    };
  }
}
