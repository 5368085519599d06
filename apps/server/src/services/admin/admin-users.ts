import type {
  TAdminUserDetail,
  TAdminUserSort,
  TAdminUsersResponse,
  TPageQuery,
  TUserRole,
} from '@inkwell/contract';
import type { TUserRow } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TUserFilters } from '../../repositories/user-filters.js';
import type { BalanceService } from '../balance/balance-service.js';
import type { DashboardService } from '../dashboard/dashboard-service.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { toAdminOrder, toLedgerEntry } from './admin-order-views.js';
import { toAdminUser, userCsvLine, usersCsvHeader } from './admin-user-views.js';

export type TUserListQuery = TUserFilters & { sort: TAdminUserSort; role?: TUserRole | undefined };

/** Ledger rows the user page shows. */
const LATEST_LEDGER = 50;

export const USER_NOT_FOUND = 'User not found.';

/** The admins' read of accounts: lists, CSV and one account in full. */
export class AdminUsers {
  constructor(
    private readonly repos: TRepositories,
    private readonly balances: BalanceService,
    private readonly dashboard: DashboardService,
    private readonly settings: SiteSettings,
  ) {}

  async list(query: TUserListQuery & TPageQuery): Promise<TAdminUsersResponse> {
    const [{ count, rows }, plans, { show_ips }] = await Promise.all([
      this.repos.users.pageAll(query),
      this.repos.users.findPlanNames(),
      this.settings.ip(),
    ]);
    return {
      ...toPage(
        count,
        query,
        rows.map((row) => toAdminUser(row, show_ips)),
      ),
      show_ips,
      plans,
    };
  }

  async *exportCsv(filters: TUserFilters): AsyncGenerator<string> {
    const { show_ips } = await this.settings.ip();
    yield usersCsvHeader(show_ips);
    for await (const user of this.repos.users.streamAll(filters)) yield userCsvLine(user, show_ips);
  }

  async find(id: number): Promise<TUserRow> {
    const user = await this.repos.users.findById(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  async get(id: number, viewerId: number): Promise<TAdminUserDetail> {
    const user = await this.find(id);
    const [balance, usage, orders, requests, ledger, ip] = await Promise.all([
      this.balances.getBalance(user),
      this.settings.timeZone().then((zone) => this.dashboard.usage(user.id, zone)),
      this.repos.orders.findAllByUserId(user.id),
      this.repos.support.findRequestsByUserId(user.id),
      this.repos.balances.findLatestLedger(user.id, LATEST_LEDGER),
      this.settings.ip(),
    ]);
    return {
      ...toAdminUser(user, ip.show_ips),
      pending_email: user.pending_email,
      avatar: user.avatar,
      balances: balance.balances,
      limits: balance.limits,
      used: balance.used,
      usage,
      orders: orders
        .reverse()
        .map((order) => toAdminOrder({ ...order, email: user.email, full_name: user.full_name })),
      support_requests: requests.map((request) => ({
        id: request.id,
        subject: request.subject,
        status: request.status,
        last_activity_at: request.last_activity_at,
      })),
      ledger: ledger.map(toLedgerEntry),
      is_self: user.id === viewerId,
    };
  }
}
