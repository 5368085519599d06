import type { TPaymentGatewayCode } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE_KEYS, type ResponseCache } from '../../lib/response-cache.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { TPaymentGateway, TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import { SandboxGateway } from '../../providers/payments/sandbox-gateway.js';
import { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import type { AuditLog } from '../../services/admin/audit-log.js';
import { BalanceCorrections } from '../../services/balance/balance-corrections.js';
import { BalanceService } from '../../services/balance/balance-service.js';
import { TrialBalances } from '../../services/balance/trial-balances.js';
import type { Invalidation } from '../../services/invalidation/invalidation.js';
import { OrderRefunds } from '../../services/orders/order-refunds.js';
import { OrderService } from '../../services/orders/order-service.js';
import { GatewaySettings } from '../../services/payment-settings/gateway-settings.js';
import { loadStripeSettings, type StripeSettings } from '../../services/payment-settings/stripe-settings.js';
import { Fulfilment } from '../../services/payments/fulfilment.js';
import { PlanService } from '../../services/payments/plan-service.js';
import { PurchaseService } from '../../services/payments/purchase-service.js';
import { StripeWebhooks } from '../../services/payments/stripe-webhooks.js';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
    trialBalances: TrialBalances;
    balances: BalanceService;
    gateways: TPaymentGateways;
    fulfilment: Fulfilment;
    purchases: PurchaseService;
    orders: OrderService;
    stripeSettings: StripeSettings;
    stripeWebhooks: StripeWebhooks;
    gatewaySettings: GatewaySettings;
  }
}

/** What balances and payments are built on, made by plugins/app/services.ts. */
export interface TPaymentsDeps {
  box: SecretBox;
  responseCache: ResponseCache;
  invalidation: Invalidation;
  auditLog: AuditLog;
  /** This instance's id: the holds it makes carry it. */
  instanceId: string;
}

/** The parts of payments that other services are built on. */
export interface TPayments {
  balances: BalanceService;
  fulfilment: Fulfilment;
  corrections: BalanceCorrections;
  refunds: OrderRefunds;
  stripe: StripeGateway;
}

/** Balances and payments: plans for sale, gateways, checkout, orders and Stripe's webhooks. */
export async function decoratePayments(app: FastifyInstance, deps: TPaymentsDeps): Promise<TPayments> {
  const { config, db, repositories: repos } = app;
  const { responseCache, invalidation, auditLog } = deps;
  const stripeSettings = await loadStripeSettings(
    config,
    db,
    deps.box,
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
  const balances = new BalanceService(db, repos, trialBalances, deps.instanceId);
  const fulfilment = new Fulfilment(db, repos, balances);
  const corrections = new BalanceCorrections(repos, balances);
  const refunds = new OrderRefunds(repos, corrections);
  const stripeWebhooks = new StripeWebhooks(db, repos, stripe, fulfilment, refunds, app.log);

  app.decorate('plans', new PlanService(repos, responseCache, gateways));
  app.decorate('trialBalances', trialBalances);
  app.decorate('balances', balances);
  app.decorate('gateways', gateways);
  app.decorate('fulfilment', fulfilment);
  app.decorate('purchases', new PurchaseService(repos, gateways, fulfilment, app.log));
  app.decorate(
    'orders',
    new OrderService(repos, gateways, fulfilment, (order) => stripeWebhooks.reconcile(order)),
  );
  app.decorate('stripeSettings', stripeSettings);
  app.decorate('stripeWebhooks', stripeWebhooks);
  app.decorate('gatewaySettings', new GatewaySettings(db, repos, gateways, invalidation, auditLog));
  return { balances, fulfilment, corrections, refunds, stripe };
}
