import { definePlugin } from '../../lib/define-plugin.js';
import { nowIso } from '../../lib/time.js';
import { ResponseCache } from '../../lib/response-cache.js';
import type { TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import { SandboxGateway } from '../../providers/payments/sandbox-gateway.js';
import { BalanceService } from '../../services/billing/balance-service.js';
import { TrialBalances } from '../../services/billing/trial-balances.js';
import { CatalogueService } from '../../services/catalogue-service.js';
import { Fulfilment } from '../../services/payments/fulfilment.js';
import { GatewayAdmin } from '../../services/payments/gateway-admin.js';
import { OrderService } from '../../services/payments/order-service.js';
import { PurchaseService } from '../../services/payments/purchase-service.js';
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
    gatewayAdmin: GatewayAdmin;
  }
}

/** Reservations held longer than this belong to a request that can no longer be running. */
const STALE_RESERVATION_MS = 2 * 60 * 60 * 1000;
const STALE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export default definePlugin('services', async (app) => {
  const { db, repositories: repos } = app;
  const responseCache = new ResponseCache();
  const gateways: TPaymentGateways = new Map([['sandbox', new SandboxGateway()]]);
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
  app.decorate('orders', new OrderService(repos, gateways, fulfilment));
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
