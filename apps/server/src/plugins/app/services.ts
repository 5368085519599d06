import { availableParallelism } from 'node:os';
import type { TPaymentGatewayCode } from '@inkwell/contract';
import { definePlugin } from '../../lib/define-plugin.js';
import { cpuWork } from '../../lib/cpu-work.js';
import { CACHE_KEYS, ResponseCache } from '../../lib/response-cache.js';

import { Mailer } from '../../providers/mail/mailer.js';
import type { TPaymentGateway, TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import { SandboxGateway } from '../../providers/payments/sandbox-gateway.js';
import { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import { AvatarStore } from '../../providers/storage/avatar-store.js';
import { MeteredProvider, toEverySink } from '../../providers/ai/metered-provider.js';
import { ProviderCallStats } from '../../services/admin/provider-call-stats.js';
import { createMediaStorage } from '../../providers/storage/create-media-storage.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import { OpenAiProvider } from '../../providers/ai/openai-provider.js';
import type { TAiProvider } from '../../providers/ai/ai-provider.js';
import { ChatGenerator } from '../../services/ai-chats/chat-generator.js';
import { ChatService } from '../../services/ai-chats/chat-service.js';
import { CodeService } from '../../services/ai-code/code-service.js';
import { ImageService } from '../../services/ai-images/image-service.js';
import { SPEECH_DETAIL, SpeechService } from '../../services/ai-speech/speech-service.js';
import { VoiceLibrary } from '../../services/ai-speech/voice-library.js';
import { DashboardService } from '../../services/dashboard/dashboard-service.js';
import { TranscriptionJobs } from '../../services/ai-speech/transcription-jobs.js';
import { TranscriptionService } from '../../services/ai-speech/transcription-service.js';
import { detectSpeechEngines } from '../../providers/speech/detect-speech-engines.js';
import { WorkQueue } from '../../lib/work-queue.js';
import { MediaLinks } from '../../services/media/media-links.js';
import { TrackedMedia } from '../../services/media/tracked-media.js';
import { UnitGenerator } from '../../services/ai-generations/unit-generator.js';
import { TemplateService } from '../../services/ai-templates/template-service.js';
import { Generations } from '../../services/ai-generations/generations.js';
import type { TGenerationRegistry } from '../../services/ai-generations/generation-registry.js';
import { RedisGenerations } from '../../services/ai-generations/redis-generations.js';
import { AccountMail } from '../../services/auth/account-mail.js';
import { AuthService } from '../../services/auth/auth-service.js';
import { deriveKey, loadJwtKey } from '../../services/auth/jwt-secret.js';
import { checkJwtFingerprint } from '../../services/auth/jwt-fingerprint.js';
import { loadAiSettings, type AiSettings } from '../../services/ai-settings/load-ai-settings.js';
import { AiToolStatus } from '../../services/ai-settings/ai-tool-status.js';
import { settingsBox } from '../../services/settings/sealed-setting.js';
import { verifyPassword } from '../../services/auth/passwords.js';
import { PasswordGuesses } from '../../services/auth/password-guesses.js';
import { RevokedSessions } from '../../services/auth/revoked-sessions.js';
import { TokenService } from '../../services/auth/token-service.js';
import { BalanceCorrections } from '../../services/balance/balance-corrections.js';
import { BalanceService } from '../../services/balance/balance-service.js';
import { TrialBalances } from '../../services/balance/trial-balances.js';
import { CompanyService } from '../../services/company/company-service.js';
import { HealthService } from '../../services/health/health-service.js';
import { ProviderHealth } from '../../services/health/provider-health.js';
import { InstanceLeases } from '../../services/cluster/instance-leases.js';
import { OrderService } from '../../services/orders/order-service.js';
import { GatewaySettings } from '../../services/payment-settings/gateway-settings.js';
import { loadStripeSettings, type StripeSettings } from '../../services/payment-settings/stripe-settings.js';
import { Fulfilment } from '../../services/payments/fulfilment.js';
import { PlanService } from '../../services/payments/plan-service.js';
import { PurchaseService } from '../../services/payments/purchase-service.js';
import { StripeWebhooks } from '../../services/payments/stripe-webhooks.js';
import { ProfileService } from '../../services/profile/profile-service.js';
import { ReviewService } from '../../services/reviews/review-service.js';
import { SupportAllowance } from '../../services/support/support-allowance.js';
import { SupportAttachments } from '../../services/support/support-attachments.js';
import { SupportCenter } from '../../services/support/support-center.js';
import { SupportMail } from '../../services/support/support-mail.js';
import { SupportNotices } from '../../services/support/support-notices.js';
import { SupportService } from '../../services/support/support-service.js';
import { ThreadViews } from '../../services/support/thread-views.js';
import { TicketService } from '../../services/support/ticket-service.js';
import { AuditLog } from '../../services/admin/audit-log.js';
import { OrderRefunds } from '../../services/orders/order-refunds.js';
import { decorateAdminConsole } from './admin-console.js';
import { SiteSettings } from '../../services/settings/site-settings.js';
import { Invalidation } from '../../services/invalidation/invalidation.js';

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
    plans: PlanService;
    support: SupportService;
    tickets: TicketService;
    supportCenter: SupportCenter;
    supportNotices: SupportNotices;
    trialBalances: TrialBalances;
    balances: BalanceService;
    gateways: TPaymentGateways;
    fulfilment: Fulfilment;
    purchases: PurchaseService;
    orders: OrderService;
    stripeSettings: StripeSettings;
    stripeWebhooks: StripeWebhooks;
    gatewaySettings: GatewaySettings;
    aiProvider: TAiProvider;
    aiSettings: AiSettings;
    chats: ChatService;
    chatGenerator: ChatGenerator;
    code: CodeService;
    templates: TemplateService;
    images: ImageService;
    voices: VoiceLibrary;
    speech: SpeechService;
    transcriptions: TranscriptionService;
    aiStatus: AiToolStatus;
    dashboard: DashboardService;
    transcriptionJobs: TranscriptionJobs;
    instanceLeases: InstanceLeases;
  }
}

/** Reservations held longer than this belong to a request that can no longer be running. */
const STALE_RESERVATION_MS = 2 * 60 * 60 * 1000;
const STALE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** How often the mailer checks whether a link mail's body is due to be blanked (decision 037). */
const MAIL_PURGE_INTERVAL_MS = 5 * 60 * 1000;

/** Every service of the app is built here, once, from the repositories and providers. */
export default definePlugin('services', async (app) => {
  const { config, db, repositories: repos } = app;
  const responseCache = new ResponseCache();
  // A change committed on any instance clears the caches of every one (decision 042).
  const invalidation = await Invalidation.connect(app.redis, config.REDIS_KEY_PREFIX, app.log);
  app.addHook('onClose', () => invalidation.close());
  for (const cached of Object.values(CACHE_KEYS))
    invalidation.on(cached, () => responseCache.invalidate(cached));

  // Accounts: tokens, mail, avatars.
  const key = await loadJwtKey(config.JWT_SECRET, config.DATA_DIR);
  await checkJwtFingerprint(key, config, app.clusterLock, app.log);
  // Computes the dummy hash now, so the first unknown-email login costs what any other does.
  await verifyPassword(undefined, 'warm-up');
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
  const purgeMail = () =>
    mailer.purgeExpired().catch((err: unknown) => app.log.error({ err }, 'mail outbox purge failed'));
  app.addHook('onReady', async () => {
    void purgeMail();
    mailer.start();
  });
  const mailPurge = setInterval(purgeMail, MAIL_PURGE_INTERVAL_MS);
  mailPurge.unref();
  app.addHook('onClose', async () => {
    clearInterval(mailPurge);
    await mailer.close();
  });
  const tokens = new TokenService(key, repos.tokens);
  const revokedSessions = new RevokedSessions(repos.tokens);
  const accountMail = new AccountMail(mailer, repos.tokens, {
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
  });
  // This process as one instance on the database: its holds, jobs and media writes carry its
  // id and lease (a restarted process takes back its predecessor's once that lease expired).
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

  // Balances and payments.
  const box = settingsBox(key);
  const stripeSettings = await loadStripeSettings(
    config,
    db,
    box,
    repos.settings,
    app.log,
    invalidation,
    auditLog,
    () => responseCache.invalidate(CACHE_KEYS.paymentMethods),
  );
  const stripe = new StripeGateway({
    keys: () => stripeSettings.current(),
    publicUrl: config.PUBLIC_URL,
    apiUrl: config.STRIPE_API_URL,
    log: app.log,
  });
  const gateways: TPaymentGateways = new Map<TPaymentGatewayCode, TPaymentGateway>([
    ['sandbox', new SandboxGateway()],
    ['stripe', stripe],
  ]);
  const trialBalances = new TrialBalances(db, repos.settings, auditLog);
  const balances = new BalanceService(db, repos, trialBalances, leases.id);
  const fulfilment = new Fulfilment(db, repos, balances);
  const corrections = new BalanceCorrections(repos, balances);
  const refunds = new OrderRefunds(repos, corrections);
  const stripeWebhooks = new StripeWebhooks(db, repos, stripe, fulfilment, refunds, app.log);
  const orders = new OrderService(repos, gateways, fulfilment, (order) => stripeWebhooks.reconcile(order));

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
  app.decorate('plans', new PlanService(repos, responseCache, gateways));
  // Support: the public forms, users' tickets and the admins' Support Center.
  const site = { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME };
  const supportNotices = new SupportNotices(db, repos, new SupportMail(mailer, site), app.log, auditLog);
  const supportAttachments = new SupportAttachments(media, mediaLinks);
  const threadViews = new ThreadViews(supportAttachments);
  app.decorate('support', new SupportService(db, repos, supportNotices));
  app.decorate(
    'tickets',
    new TicketService(
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
  app.decorate('trialBalances', trialBalances);
  app.decorate('balances', balances);
  app.decorate('gateways', gateways);
  app.decorate('fulfilment', fulfilment);
  app.decorate('purchases', new PurchaseService(repos, gateways, fulfilment, app.log));
  app.decorate('orders', orders);
  app.decorate('stripeSettings', stripeSettings);
  app.decorate('stripeWebhooks', stripeWebhooks);
  app.decorate('gatewaySettings', new GatewaySettings(db, repos, gateways, invalidation, auditLog));

  // AI tools: answers belong to the server; a shutdown stops them and saves what was written.
  // Every call counted per hour for the admin overview.
  const providerCalls = new ProviderCallStats(db, repos);
  const aiProvider = new MeteredProvider(
    new OpenAiProvider(config),
    toEverySink(providerCalls.record, providerHealth.record, app.metrics?.recordProviderCall),
  );
  const aiSettings = await loadAiSettings(config, db, box, repos.settings, app.log, invalidation, auditLog);
  // Running answers: in this process, or with REDIS_URL shared by every instance (decision 039).
  const generations: TGenerationRegistry = app.redis
    ? await RedisGenerations.open(app.redis, {
        prefix: config.REDIS_KEY_PREFIX,
        leaseMs: config.ANSWER_LEASE_SECONDS * 1000,
        log: app.log,
      })
    : new Generations();
  app.addHook('onClose', () => generations.close());
  const chats = new ChatService(repos, generations);
  app.decorate('aiProvider', aiProvider);
  app.decorate('aiSettings', aiSettings);
  app.decorate('chats', chats);
  app.decorate(
    'chatGenerator',
    new ChatGenerator(db, repos, config, aiProvider, aiSettings, balances, chats, generations),
  );
  const unitGenerator = new UnitGenerator(db, config, aiProvider, aiSettings, balances, generations);
  app.decorate('code', new CodeService(repos, unitGenerator));
  app.decorate('templates', new TemplateService(repos, unitGenerator));
  const images = new ImageService(
    db,
    repos,
    config,
    aiProvider,
    aiSettings,
    balances,
    media,
    mediaLinks,
    app.log,
  );
  app.decorate('images', images);

  // Speech: the offline engines, found on first use, and the provider's when
  // configured; at most one synthesis or transcription per core at once, the offline ones in
  // processes of their own at a lower priority.
  const speechQueue = new WorkQueue(availableParallelism(), 50, SPEECH_DETAIL.busy);
  const voices = new VoiceLibrary(
    db,
    repos,
    media,
    mediaLinks,
    detectSpeechEngines,
    { provider: aiProvider, settings: aiSettings, env: config },
    { queue: speechQueue, log: app.log, ahead: config.VOICE_PREVIEWS_AHEAD },
  );
  // Voice previews are made ahead once the server is ready, in the background, one at a time.
  app.addHook('onReady', async () => voices.prepare());
  app.decorate('voices', voices);
  app.decorate(
    'speech',
    new SpeechService(db, repos, voices, balances, media, mediaLinks, speechQueue, app.log),
  );
  const transcriptionJobs = new TranscriptionJobs(
    db,
    repos,
    voices,
    balances,
    media,
    speechQueue,
    app.log,
    leases.id,
  );
  app.decorate('transcriptionJobs', transcriptionJobs);
  app.metrics?.watch({ generations, speechQueue, cpuWork, repos, log: app.log });
  const transcriptions = new TranscriptionService(
    db,
    repos,
    voices,
    balances,
    media,
    mediaLinks,
    transcriptionJobs,
  );
  app.decorate('transcriptions', transcriptions);
  app.decorate('aiStatus', new AiToolStatus(aiSettings, images, transcriptions));
  // Once ready, and every lease period: what stopped instances left is released or queued
  // again, and queued jobs are picked up. A closing server stops its running jobs, then hands
  // them back with its holds (on close, or earlier from the drain).
  app.addHook('onReady', async () => {
    await leases.start({ balances, jobs: transcriptionJobs, media });
  });
  app.addHook('preClose', async () => transcriptionJobs.close());
  app.addHook('onClose', async () => {
    // A database already gone cannot take them back: the other instances' sweep does, once
    // this instance's lease has expired. The close goes on.
    await leases
      .handBack()
      .catch((err: unknown) =>
        app.log.warn({ err }, 'work could not be handed back; it is released when this lease expires'),
      );
  });
  // After the jobs stopped, so that the clip being made ahead is not waiting behind them.
  app.addHook('preClose', () => voices.closePreviews());
  const dashboard = new DashboardService(repos, app);
  app.decorate('dashboard', dashboard);

  // The admin console: orders, users, date and IP settings, every action audited.
  decorateAdminConsole(app, {
    fulfilment,
    refunds,
    corrections,
    stripe,
    siteSettings,
    auditLog,
    balances,
    dashboard,
    accountMail,
    avatars,
    voices,
    providerCalls,
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
        saved_images: (userId) => images.exportOf(userId),
        saved_speeches: (userId) => app.speech.exportOf(userId),
        saved_transcriptions: (userId) => app.transcriptions.exportOf(userId),
      },
      new PasswordGuesses(app.counters),
      threadViews,
    ),
  );
  // preClose: before the server waits for its connections, which open answers keep busy.
  app.addHook('preClose', () => generations.stopAll());

  // A hold older than any request can run is released, whoever holds it.
  const sweep = setInterval(() => {
    const before = new Date(Date.now() - STALE_RESERVATION_MS).toISOString();
    balances
      .releaseStale(before)
      .catch((err: unknown) => app.log.error({ err }, 'stale reservation sweep failed'));
  }, STALE_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
});
