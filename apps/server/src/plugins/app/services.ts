import { definePlugin } from '../../lib/define-plugin.js';
import { nowIso } from '../../lib/time.js';
import { ResponseCache } from '../../lib/response-cache.js';
import type { TPaymentMethodCode } from '../../db/types.js';
import type { TPaymentGateway, TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import { SandboxGateway } from '../../providers/payments/sandbox-gateway.js';
import { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import { BalanceService } from '../../services/billing/balance-service.js';
import { TrialBalances } from '../../services/billing/trial-balances.js';
import { CATALOGUE_CACHE_KEYS, CatalogueService } from '../../services/catalogue-service.js';
import { Fulfilment } from '../../services/payments/fulfilment.js';
import { GatewayAdmin } from '../../services/payments/gateway-admin.js';
import { OrderService } from '../../services/payments/order-service.js';
import { PurchaseService } from '../../services/payments/purchase-service.js';
import { loadStripeSettings, type StripeSettings } from '../../services/payments/stripe-settings.js';
import { StripeWebhooks } from '../../services/payments/stripe-webhook.js';
import { SupportService } from '../../services/support-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    catalogue: CatalogueService;
    support: SupportService;
    trialBalances: TrialBalances;
    balances: BalanceService;
    gateways: TPaymentGateways;
    fulfilment: Fulfilment;
    purchases: PurchaseService;
    orders: OrderService;
    stripeSettings: StripeSettings;
    stripeWebhooks: StripeWebhooks;
    gatewayAdmin: GatewayAdmin;
  }
}

/** Reservations held longer than this belong to a request that can no longer be running. */
const STALE_RESERVATION_MS = 2 * 60 * 60 * 1000;
const STALE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export default definePlugin('services', async (app) => {
  const { db, repositories: repos } = app;
  const responseCache = new ResponseCache();
  const stripeSettings = await loadStripeSettings(app.config, repos.settings, app.log, () =>
    responseCache.invalidate(CATALOGUE_CACHE_KEYS.paymentMethods),
  );
  const stripe = new StripeGateway({
    keys: () => stripeSettings.current(),
    publicUrl: app.config.PUBLIC_URL,
    apiUrl: app.config.STRIPE_API_URL,
    log: app.log,
  });
  const gateways: TPaymentGateways = new Map<TPaymentMethodCode, TPaymentGateway>([
    ['sandbox', new SandboxGateway()],
    ['stripe', stripe],
  ]);
  const trialBalances = new TrialBalances(repos.settings);
  const balances = new BalanceService(db, repos, trialBalances);
  const fulfilment = new Fulfilment(db, repos, balances);
  app.decorate('responseCache', responseCache);
  app.decorate('catalogue', new CatalogueService(repos, responseCache, gateways));
  app.decorate('support', new SupportService(db));
  app.decorate('trialBalances', trialBalances);
  app.decorate('balances', balances);
  app.decorate('gateways', gateways);
  app.decorate('fulfilment', fulfilment);
  app.decorate('purchases', new PurchaseService(repos, gateways, fulfilment, app.log));
  const stripeWebhooks = new StripeWebhooks(db, repos, stripe, fulfilment, app.log);
  app.decorate(
    'orders',
    new OrderService(repos, gateways, fulfilment, (order) => stripeWebhooks.reconcile(order)),
  );
  app.decorate('stripeSettings', stripeSettings);
  app.decorate('stripeWebhooks', stripeWebhooks);
  app.decorate('gatewayAdmin', new GatewayAdmin(db, repos, gateways, responseCache));

  // Whatever is still held from before this start belongs to a process that is gone.
  const released = await balances.releaseStale(nowIso());
  if (released > 0) app.log.warn({ released }, 'released balance reservations left by the previous run');
  const sweep = setInterval(() => {
    const before = new Date(Date.now() - STALE_RESERVATION_MS).toISOString();
    balances
      .releaseStale(before)
      .catch((err: unknown) => app.log.error({ err }, 'stale reservation sweep failed'));
  }, STALE_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
});
