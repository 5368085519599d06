import { definePlugin } from '../../lib/define-plugin.js';
import { CACHE_KEYS, ResponseCache } from '../../lib/response-cache.js';
import { Mailer } from '../../providers/mail/mailer.js';
import { AvatarStore } from '../../providers/storage/avatar-store.js';
import { createMediaStorage } from '../../providers/storage/create-media-storage.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import { AuditLog } from '../../services/admin/audit-log.js';
import { AccountMail } from '../../services/auth/account-mail.js';
import { AuthService } from '../../services/auth/auth-service.js';
import { checkJwtFingerprint } from '../../services/auth/jwt-fingerprint.js';
import { deriveKey, loadJwtKey } from '../../services/auth/jwt-secret.js';
import { PasswordGuesses } from '../../services/auth/password-guesses.js';
import { verifyPassword } from '../../services/auth/passwords.js';
import { RevokedSessions } from '../../services/auth/revoked-sessions.js';
import { TokenService } from '../../services/auth/token-service.js';
import { InstanceLeases } from '../../services/cluster/instance-leases.js';
import { CompanyService } from '../../services/company/company-service.js';
import { DashboardService } from '../../services/dashboard/dashboard-service.js';
import { HealthService } from '../../services/health/health-service.js';
import { ProviderHealth } from '../../services/health/provider-health.js';
import { Invalidation } from '../../services/invalidation/invalidation.js';
import { MediaLinks } from '../../services/media/media-links.js';
import { TrackedMedia } from '../../services/media/tracked-media.js';
import { ProfileService } from '../../services/profile/profile-service.js';
import { ReviewService } from '../../services/reviews/review-service.js';
import { settingsBox } from '../../services/settings/sealed-setting.js';
import { SiteSettings } from '../../services/settings/site-settings.js';
import { SupportAllowance } from '../../services/support/support-allowance.js';
import { SupportAttachments } from '../../services/support/support-attachments.js';
import { SupportCenter } from '../../services/support/support-center.js';
import { SupportMail } from '../../services/support/support-mail.js';
import { SupportNotices } from '../../services/support/support-notices.js';
import { SupportRequestService } from '../../services/support/support-request-service.js';
import { SupportService } from '../../services/support/support-service.js';
import { ThreadViews } from '../../services/support/thread-views.js';
import { decorateAdminConsole } from './admin-console.js';
import { decorateAiTools } from './ai-tools.js';
import { decoratePayments } from './payments.js';
import { registerServiceLifecycle } from './service-lifecycle.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    invalidation: Invalidation;
    health: HealthService;
    mailer: Mailer;
    media: TMediaStorage;
    mediaLinks: MediaLinks;
    avatars: AvatarStore;
    tokens: TokenService;
    revokedSessions: RevokedSessions;
    auth: AuthService;
    profile: ProfileService;
    company: CompanyService;
    reviews: ReviewService;
    support: SupportService;
    supportRequests: SupportRequestService;
    supportCenter: SupportCenter;
    supportNotices: SupportNotices;
    dashboard: DashboardService;
    instanceLeases: InstanceLeases;
  }
}

/**
 * The composition root: every service of the app is built here, once, from the repositories
 * and providers, and decorated on the app (the payments, the AI tools and the admin console
 * through their helpers beside this file). When they start, stop and repeat work is
 * service-lifecycle.ts.
 */
export default definePlugin('services', async (app) => {
  const { config, db, repositories: repos } = app;
  const responseCache = new ResponseCache();

  // Accounts: tokens, mail, avatars. The key is checked before anything is opened that a
  // refused start would have to close.
  const key = await loadJwtKey(config.JWT_SECRET, config.DATA_DIR);
  await checkJwtFingerprint(key, config, app.clusterLock, app.log);
  // Computes the dummy hash now, so the first unknown-email login costs what any other does.
  await verifyPassword(undefined, 'warm-up');
  // A change committed on any instance clears the caches of every one (decision 042).
  const invalidation = await Invalidation.connect(app.redis, config.REDIS_KEY_PREFIX, app.log);
  for (const cached of Object.values(CACHE_KEYS))
    invalidation.on(cached, () => responseCache.invalidate(cached));
  const mailer = new Mailer(
    {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      // Mail that could not be sent is retried until it is (decision 043).
      retry: { firstMs: config.MAIL_RETRY_FIRST_SECONDS * 1000, maxMs: config.MAIL_RETRY_MAX_SECONDS * 1000 },
      purgeOnce: (purge) => app.clusterLock.runOnce('mail-purge', purge),
    },
    repos.mail,
    app.log,
  );
  const tokens = new TokenService(key, repos.tokens);
  const revokedSessions = new RevokedSessions(repos.tokens);
  const accountMail = new AccountMail(mailer, repos.tokens, {
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
  });
  // This process as one instance on the database: its holds, jobs and media writes carry its
  // id and lease (a restarted process takes back its predecessor's once that lease expired).
  // Its row is written now, before anything is held in its name.
  const leases = new InstanceLeases(repos, config.INSTANCE_LEASE_SECONDS * 1000, app.log);
  await leases.join();
  app.decorate('instanceLeases', leases);
  // Media: the local disk or an S3-compatible store; private files through signed
  // links; each user file's write noted first, so a crash between file and row leaves no stray file.
  const media = new TrackedMedia(createMediaStorage(config), repos, leases.id);
  const mediaLinks = new MediaLinks(deriveKey(key, 'media-links'));
  const avatars = new AvatarStore(media);

  // Every admin change is audited in its own transaction, by the service that makes it.
  const siteSettings = new SiteSettings(repos.settings, responseCache, invalidation);
  const auditLog = new AuditLog(repos, siteSettings);
  const box = settingsBox(key);
  const payments = await decoratePayments(app, {
    box,
    responseCache,
    invalidation,
    auditLog,
    instanceId: leases.id,
  });
  const { balances } = payments;

  app.decorate('responseCache', responseCache);
  app.decorate('invalidation', invalidation);
  // Readiness (decision 046): the database, Redis, media storage and the AI provider's last call.
  const providerHealth = new ProviderHealth();
  app.decorate(
    'health',
    new HealthService({
      repos,
      dialect: app.dbDialect,
      lifecycle: app.lifecycle,
      redis: app.redis,
      probeMedia: () => media.probe(),
      provider: providerHealth,
      log: app.log,
    }),
  );
  app.decorate('mailer', mailer);
  app.decorate('media', media);
  app.decorate('mediaLinks', mediaLinks);
  app.decorate('avatars', avatars);
  app.decorate('tokens', tokens);
  app.decorate('revokedSessions', revokedSessions);
  app.decorate(
    'auth',
    new AuthService(db, repos, tokens, accountMail, (id) => balances.ensureAccount(id), siteSettings),
  );
  app.decorate('company', new CompanyService(repos, responseCache));
  app.decorate('reviews', new ReviewService(repos, responseCache));
  // Support: the public forms, users' support requests and the admins' Support Center.
  const site = { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME };
  const supportNotices = new SupportNotices(db, repos, new SupportMail(mailer, site), app.log, auditLog);
  const supportAttachments = new SupportAttachments(media, mediaLinks);
  const threadViews = new ThreadViews(supportAttachments);
  app.decorate('support', new SupportService(db, repos, supportNotices));
  app.decorate(
    'supportRequests',
    new SupportRequestService(
      db,
      repos,
      balances,
      new SupportAttachments(media, mediaLinks),
      threadViews,
      supportNotices,
      new SupportAllowance(repos, config.SUPPORT_ATTACHMENTS_PER_DAY),
    ),
  );
  app.decorate('supportCenter', new SupportCenter(db, repos, threadViews, supportNotices, auditLog));
  app.decorate('supportNotices', supportNotices);

  const ai = await decorateAiTools(app, {
    box,
    invalidation,
    auditLog,
    balances,
    media,
    mediaLinks,
    providerHealth,
    instanceId: leases.id,
  });
  const dashboard = new DashboardService(repos, app);
  app.decorate('dashboard', dashboard);

  // The admin console: orders, users, date and IP settings, every action audited.
  const adminJobs = decorateAdminConsole(app, {
    ...payments,
    siteSettings,
    auditLog,
    dashboard,
    accountMail,
    avatars,
    voices: ai.voices,
    providerCalls: ai.providerCalls,
  });
  app.decorate(
    'profile',
    new ProfileService(
      db,
      repos,
      tokens,
      accountMail,
      avatars,
      media,
      {
        saved_images: (userId) => ai.images.exportOf(userId),
        saved_speeches: (userId) => app.speech.exportOf(userId),
        saved_transcriptions: (userId) => app.transcriptions.exportOf(userId),
      },
      new PasswordGuesses(app.counters),
      threadViews,
    ),
  );

  registerServiceLifecycle(app, {
    invalidation,
    mailer,
    leases,
    balances,
    media,
    ...ai,
    ...adminJobs,
  });
});
