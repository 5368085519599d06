import { randomBytes } from 'node:crypto';
import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  type TAdminCreateUser,
  type TAdminUserUpdate,
  type TBalanceAdjustment,
  type TTrialBalances,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TUserRow, TUserUpdate } from '../../db/types.js';
import { FieldError, HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AccountMail } from '../auth/account-mail.js';
import { hashPassword } from '../auth/passwords.js';
import type { BalanceCorrections } from '../balance/balance-corrections.js';
import type { BalanceService } from '../balance/balance-service.js';
import type { AdminUsers } from './admin-users.js';
import type { AuditLog, TAdminActor } from './audit-log.js';

export const USER_ADMIN_DETAIL = {
  lastAdmin: 'This is the last administrator: make someone else an admin first.',
  blockSelf: 'You cannot block yourself.',
  emailTaken: 'Another account already uses this email.',
  resetSent: (email: string) => `A password-reset link has been sent to ${email}.`,
  invited: (email: string) =>
    `The account is ready: an invitation to choose a password has been sent to ${email}.`,
} as const;

type TEditable = Pick<TUserRow, 'full_name' | 'email' | 'role'> & { confirmed: boolean; blocked: boolean };

const editable = (user: TUserRow): TEditable => ({
  full_name: user.full_name,
  email: user.email,
  role: user.role,
  confirmed: user.email_confirmed_at !== null,
  blocked: Boolean(user.blocked),
});

/** The admins' changes to accounts, each audited in its own transaction. */
export class UserAdministration {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly users: AdminUsers,
    private readonly balances: BalanceService,
    private readonly corrections: BalanceCorrections,
    private readonly mail: AccountMail,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Name, email (changed at once: an admin vouches for it), role, confirmed, blocked. Blocking
   * ends every session of the user at once (token version). The last active admin stays one.
   */
  async update(id: number, input: TAdminUserUpdate, actor: TAdminActor): Promise<void> {
    const user = await this.users.find(id);
    if (input.blocked && user.id === actor.id) throw new HttpError(409, USER_ADMIN_DETAIL.blockSelf);
    const before = editable(user);
    const after: TEditable = {
      ...before,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    };
    const changed = (Object.keys(after) as (keyof TEditable)[]).filter((key) => after[key] !== before[key]);
    if (changed.length === 0) return;
    if (after.email !== before.email) {
      const other = await this.repos.users.findByEmail(after.email);
      if (other && other.id !== user.id) throw new FieldError('email', USER_ADMIN_DETAIL.emailTaken);
    }
    const changes: TUserUpdate = {
      full_name: after.full_name,
      email: after.email,
      role: after.role,
      blocked: after.blocked,
    };
    if (after.email !== before.email) changes.pending_email = null;
    if (after.confirmed !== before.confirmed) changes.email_confirmed_at = after.confirmed ? nowIso() : null;
    await this.db.transaction().execute(async (trx) => {
      await this.repos.users.update(user.id, changes, trx);
      if (after.blocked && !before.blocked) await this.repos.users.bumpTokenVersion(user.id, trx);
      if ((await this.repos.users.countActiveAdmins(trx)) === 0)
        throw new HttpError(409, USER_ADMIN_DETAIL.lastAdmin);
      const pick = (values: TEditable) => Object.fromEntries(changed.map((key) => [key, values[key]]));
      await this.audit.record(
        actor,
        {
          action: 'user.update',
          target_type: 'user',
          target_id: user.id,
          before: pick(before),
          after: pick(after),
        },
        trx,
      );
    });
  }

  /** Adds to or takes from one balance with a reason (ledger `admin_adjustment`); never below zero. */
  async adjustBalance(id: number, input: TBalanceAdjustment, actor: TAdminActor): Promise<void> {
    const user = await this.users.find(id);
    await this.db.transaction().execute(async (trx) => {
      const balance = await this.corrections.adjust(
        trx,
        user.id,
        input.capability,
        input.delta,
        input.reason,
      );
      if (balance === undefined) {
        const current = (await this.repos.balances.findAll(user.id, trx)).find(
          (row) => row.capability === input.capability,
        );
        throw new FieldError(
          'delta',
          `A balance cannot go below zero: the user has ${current?.balance ?? 0} ${CAPABILITY_LABELS[input.capability]}.`,
        );
      }
      await this.audit.record(
        actor,
        {
          action: 'user.balance_adjust',
          target_type: 'user',
          target_id: user.id,
          before: { [input.capability]: balance - input.delta },
          after: { [input.capability]: balance, reason: input.reason },
        },
        trx,
      );
    });
  }

  /** Mails the user a password-reset link: an admin never sets or sees a password. */
  async sendPasswordReset(id: number, actor: TAdminActor): Promise<string> {
    const user = await this.users.find(id);
    const send = await this.db.transaction().execute(async (trx) => {
      const issued = await this.mail.issueLink(user.id, 'password_reset', user.email, trx);
      await this.audit.record(
        actor,
        { action: 'user.password_reset_link', target_type: 'user', target_id: user.id },
        trx,
      );
      return issued;
    });
    send();
    return USER_ADMIN_DETAIL.resetSent(user.email);
  }

  /** A confirmed account with no usable password; the invitation mail's link sets one. */
  async create(input: TAdminCreateUser & { role: TUserRow['role'] }, actor: TAdminActor) {
    if (await this.repos.users.findByEmail(input.email))
      throw new FieldError('email', USER_ADMIN_DETAIL.emailTaken);
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const { created: id, invitation } = await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const created = await this.repos.users.create(
        {
          full_name: input.full_name,
          email: input.email,
          password_hash: unusable,
          role: input.role,
          email_confirmed_at: now,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      if (input.balances) await this.#grant(trx, created, input.balances);
      else await this.balances.ensureAccount(created, trx);
      const invitation = await this.mail.issueLink(created, 'invitation', input.email, trx);
      await this.audit.record(
        actor,
        {
          action: 'user.create',
          target_type: 'user',
          target_id: created,
          after: {
            full_name: input.full_name,
            email: input.email,
            role: input.role,
            balances: input.balances ?? 'trial',
          },
        },
        trx,
      );
      return { created, invitation };
    });
    invitation();
    return { id, detail: USER_ADMIN_DETAIL.invited(input.email) };
  }

  /** Starting balances chosen by the admin instead of the trial's. */
  async #grant(trx: TExecutor, userId: number, balances: TTrialBalances): Promise<void> {
    await this.repos.balances.createMissing(
      userId,
      CAPABILITIES.map((capability) => ({ capability, balance: 0 })),
      trx,
    );
    await this.balances.credit(trx, userId, balances, {
      reason: 'admin_adjustment',
      reference: 'Starting balances',
    });
  }
}
