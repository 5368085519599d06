import type { FastifyInstance } from 'fastify';
import type { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import { AdminOrders } from '../../services/admin/admin-orders.js';
import { AdminOverview } from '../../services/admin/admin-overview.js';
import { MailBacklog } from '../../services/admin/mail-backlog.js';
import type { ProviderCallStats } from '../../services/admin/provider-call-stats.js';
import { SpendRollup } from '../../services/admin/spend-rollup.js';
import { AdminUsers } from '../../services/admin/admin-users.js';
import type { AuditLog } from '../../services/admin/audit-log.js';
import { IpRetention } from '../../services/admin/ip-retention.js';
import { SiteSettingsChanges } from '../../services/admin/site-settings-changes.js';
import { UserAdministration } from '../../services/admin/user-administration.js';
import { PlanCatalogue } from '../../services/plans/plan-catalogue.js';
import { AssistantCatalogue } from '../../services/ai-chats/assistant-catalogue.js';
import { TemplateCatalogue } from '../../services/ai-templates/template-catalogue.js';
import { VoiceCatalogue } from '../../services/ai-speech/voice-catalogue.js';
import type { VoiceLibrary } from '../../services/ai-speech/voice-library.js';
import type { AvatarStore } from '../../providers/storage/avatar-store.js';
import type { AccountMail } from '../../services/auth/account-mail.js';
import type { BalanceCorrections } from '../../services/balance/balance-corrections.js';
import type { BalanceService } from '../../services/balance/balance-service.js';
import type { DashboardService } from '../../services/dashboard/dashboard-service.js';
import type { OrderRefunds } from '../../services/orders/order-refunds.js';
import type { Fulfilment } from '../../services/payments/fulfilment.js';
import type { SiteSettings } from '../../services/settings/site-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: SiteSettings;
    siteSettingsChanges: SiteSettingsChanges;
    auditLog: AuditLog;
    adminOrders: AdminOrders;
    adminUsers: AdminUsers;
    userAdministration: UserAdministration;
    ipRetention: IpRetention;
    planCatalogue: PlanCatalogue;
    assistantCatalogue: AssistantCatalogue;
    templateCatalogue: TemplateCatalogue;
    voiceCatalogue: VoiceCatalogue;
    adminOverview: AdminOverview;
    mailBacklog: MailBacklog;
  }
}

/** The services the admin console builds on, made by plugins/app/services.ts. */
export interface TAdminConsoleDeps {
  fulfilment: Fulfilment;
  refunds: OrderRefunds;
  corrections: BalanceCorrections;
  stripe: StripeGateway;
  siteSettings: SiteSettings;
  auditLog: AuditLog;
  balances: BalanceService;
  dashboard: DashboardService;
  accountMail: AccountMail;
  avatars: AvatarStore;
  voices: VoiceLibrary;
  providerCalls: ProviderCallStats;
}

/** What the admin console adds that runs on a timer (plugins/app/service-lifecycle.ts). */
export interface TAdminConsoleJobs {
  ipRetention: IpRetention;
  spendRollup: SpendRollup;
}

/** The admin console's services: orders, users, settings, catalogues and the overview. */
export function decorateAdminConsole(app: FastifyInstance, deps: TAdminConsoleDeps): TAdminConsoleJobs {
  const { db, repositories: repos } = app;
  const { siteSettings, auditLog } = deps;
  const adminUsers = new AdminUsers(repos, deps.balances, deps.dashboard, siteSettings);
  app.decorate('siteSettings', siteSettings);
  app.decorate('auditLog', auditLog);
  app.decorate('siteSettingsChanges', new SiteSettingsChanges(db, siteSettings, auditLog));
  app.decorate(
    'adminOrders',
    new AdminOrders(db, repos, deps.fulfilment, deps.refunds, deps.stripe, siteSettings, auditLog),
  );
  app.decorate('adminUsers', adminUsers);
  app.decorate(
    'userAdministration',
    new UserAdministration(
      db,
      repos,
      adminUsers,
      deps.balances,
      deps.corrections,
      deps.accountMail,
      auditLog,
    ),
  );
  const spendRollup = new SpendRollup(repos, app.clusterLock);
  app.decorate('adminOverview', new AdminOverview(repos, siteSettings, spendRollup, deps.providerCalls));
  app.decorate('mailBacklog', new MailBacklog(repos, app.mailer, app.config.SMTP_URL !== undefined));
  app.decorate('planCatalogue', new PlanCatalogue(db, repos, app.invalidation, auditLog));
  app.decorate('assistantCatalogue', new AssistantCatalogue(db, repos, deps.avatars, auditLog));
  app.decorate('templateCatalogue', new TemplateCatalogue(db, repos, auditLog));
  app.decorate('voiceCatalogue', new VoiceCatalogue(db, repos, deps.voices, auditLog));
  const ipRetention = new IpRetention(repos, siteSettings, app.clusterLock);
  app.decorate('ipRetention', ipRetention);
  return { ipRetention, spendRollup };
}
