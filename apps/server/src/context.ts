import { GatewaysRepository } from './modules/gateways/repository.js';
import { dlrUrlJob } from './modules/sendsms/dlr-url-job.js';
import { SendsmsReports } from './modules/sendsms/sendsms-reports.js';
import { authExpiryJob } from './modules/auth/expiry-job.js';
import { esmeOutcomesJob, ESME_OUTCOMES_JOB } from './modules/esme-messages/outcomes-job.js';
import { esmeReportExpiryJob } from './modules/esme-messages/report-expiry-job.js';
import { EsmeReportStore } from './modules/esme-messages/report-store.js';
import { SendsmsService } from './modules/sendsms/sendsms-service.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  createDedicatedSmpp,
  type DedicatedSmppSettings,
} from './modules/dedicated-smpp/create-dedicated-smpp.js';
import { dedicatedSmppRenewalJob } from './modules/dedicated-smpp/renewal-job.js';
import { IdentitiesRepository } from './modules/social-sign-in/identities-repository.js';
import { SignupTokens } from './modules/social-sign-in/signup-token.js';
import { SocialAccounts } from './modules/social-sign-in/social-accounts.js';
import { SocialProvidersCheck } from './modules/social-sign-in/social-sign-in.js';
import { EventBus } from './bus/event-bus.js';
import type { Clock } from './clock.js';
import type { GatewayNetworks, PaymentsConfig, SocialConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { OUTBOX_RELAY_JOB, OutboxRelay } from './event-outbox/outbox-relay.js';
import type { Mailer } from './mail/mailer.js';
import { NetworkPolicy } from './net/network-policy.js';
import { OutboundHttp } from './net/outbound-http.js';
import type { BindLimitOverrides } from './smpp/smpp-server/bind-limits.js';
import { AdminUsersService } from './modules/admin-users/service.js';
import { ApiKeysRepository } from './modules/api-keys/repository.js';
import { ApiKeys } from './modules/api-keys/service.js';
import type { ScryptCost } from './crypto/password-hash.js';
import { AuthRepository } from './modules/auth/repository.js';
import { AccountService } from './modules/auth/service.js';
import { Sessions } from './modules/auth/sessions.js';
import { MailTokens } from './modules/auth/tokens.js';
import { createEsmeSide } from './composition/esme-side.js';
import { createSmscSide } from './composition/smsc-side.js';
import { EsmeMessageReads } from './modules/esme-messages/message-reads.js';
import { createPduLogs } from './modules/logs/index.js';
import { Metrics } from './metrics/metrics.js';
import { metricSources } from './metrics/sources.js';
import { pduLogRetentionJob } from './modules/logs/retention-job.js';
import { Ledger } from './modules/billing/ledger.js';
import { Pricing } from './modules/billing/pricing.js';
import { BillingService } from './modules/billing/service.js';
import { LedgerEntries } from './modules/billing/ledger-entries.js';
import { PaymentProviders } from './modules/payments/payment-providers.js';
import { PaymentsRepository } from './modules/payments/payments-repository.js';
import { checkoutPageUrl, PaymentsService } from './modules/payments/payments-service.js';
import { paymentReconciliationJob } from './modules/payments/reconciliation-job.js';
import { UsersRepository } from './modules/users/repository.js';
import { ProfileService } from './modules/users/service.js';
import { createRouting } from './modules/routing/create-routing.js';
import { RoutedOutcomes } from './modules/routing/routed-outcomes.js';
import { OutboxRoutedSends } from './modules/smsc-messages/routed-sends.js';
import { joinStoringHooks } from './smpp/gateway-manager/storing-hooks.js';
import { createWebhooks } from './modules/webhooks/create-webhooks.js';
import type { WebhookDeliverySettings } from './modules/webhooks/deliverer.js';

export interface AppContextSettings {
  /** The database, with what opens its transactions and where its long reads go. */
  database: DatabaseHandle;
  dataDir: string;
  publicUrl: string;
  secretKey: string;
  mailer: Mailer;
  passwordCost: ScryptCost;
  clock: Clock;
  log: FastifyBaseLogger;
  /** PDU log retention (LOG_RETENTION_DAYS); default 7. */
  logRetentionDays?: number;
  /** Where gateways may connect (GATEWAY_ALLOWED_NETWORKS, GATEWAY_DENIED_NETWORKS). */
  gatewayNetworks: GatewayNetworks;
  /** How long gateways wait for bind_resp and submit_sm_resp; default 30 s (tests shorten it). */
  gatewayResponseTimeoutMs?: number;
  /** Failed-bind limits of the SMPP server (defaults in bind-limits). */
  bindLimits?: BindLimitOverrides;
  /** BILLING: the money side is on (default). */
  billing?: boolean;
  /** SIGNUP_CREDIT_USD in micro-dollars; default 0. */
  signupCreditMicros?: number;
  /** Payment providers (PAYMENTS_SANDBOX, WAYFORPAY_*, BINANCE_PAY_*); none when absent. */
  payments?: PaymentsConfig;
  /** Webhook delivery timeout and backoff (tests shorten them). */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** Social sign-in providers (GOOGLE_*, FACEBOOK_*, TWITTER_*); none when absent. */
  social?: SocialConfig;
  /** Where dedicated SMPP listeners open; default DEDICATED_SMPP_PORTS' 2800-2899 on loopback. */
  dedicatedSmpp?: DedicatedSmppSettings;
}

const DEFAULT_DEDICATED_SMPP: DedicatedSmppSettings = {
  ports: { first: 2800, last: 2899 },
  host: '127.0.0.1',
};

/** No sign-in provider configured. */
const NO_SOCIAL: SocialConfig = { google: null, facebook: null, twitter: null };

/** No provider configured and no sandbox (a context built without payment settings). */
const NO_PAYMENTS: PaymentsConfig = {
  sandbox: false,
  wayforpay: null,
  wayforpayPayUrl: '',
  wayforpayApiUrl: '',
  binance: null,
  binanceApiUrl: '',
};

/**
 * The application layer: repositories, services and both SMPP sides (not started). Built once
 * by the composition root, which hands it to the HTTP app and the CLI.
 */
export function createAppContext(settings: AppContextSettings) {
  const { database, secretKey, clock } = settings;
  const { db, reads, transactions } = database;
  const billing = settings.billing ?? true;
  const users = new UsersRepository(db, reads);
  const bus = new EventBus();
  const ledger = new Ledger(db, transactions, bus);
  const pricing = new Pricing(db, transactions, billing);
  const authRepository = new AuthRepository(db);
  const sessions = new Sessions(authRepository, secretKey, clock);
  const tokens = new MailTokens(authRepository, secretKey, clock);
  const metrics = new Metrics();
  // First: every module below may enqueue; each adds its job kinds to the registry.
  const {
    registry: jobKinds,
    runner: jobRunner,
    queue: jobs,
  } = createJobQueue({
    db,
    clock,
    log: settings.log,
    onRun: (name, outcome) => metrics.jobRun(name, outcome),
  });
  const pduLogs = createPduLogs({
    database,
    bus,
    clock,
    log: settings.log,
    retentionDays: settings.logRetentionDays ?? 7,
    writerOptions: {
      countPdu: (side, direction, header) => metrics.pdus.count(side, direction, header),
      onCommitted: (seconds) => metrics.committed('pdu_log', seconds),
    },
  });
  const paymentProviders = new PaymentProviders({
    payments: settings.payments ?? NO_PAYMENTS,
    publicUrl: settings.publicUrl,
    secretKey,
    clock,
    log: settings.log,
    checkoutPageUrl: (id) => checkoutPageUrl(settings.publicUrl, id),
  });
  const payments = new PaymentsService({
    transactions,
    repository: new PaymentsRepository(db, reads),
    providers: paymentProviders,
    ledger,
    bus,
    clock,
    log: settings.log,
    publicUrl: settings.publicUrl,
  });
  const outboxRelay = new OutboxRelay(db, { clock, log: settings.log });
  const esmeMessages = new EsmeMessageReads(db, reads);
  /** Every call to a user-given URL (webhooks, dlr-urls) goes through it. */
  const outboundHttp = new OutboundHttp({
    allows: new NetworkPolicy(settings.gatewayNetworks).allows,
  });
  const webhooks = createWebhooks({
    db,
    messages: esmeMessages,
    secretKey,
    clock,
    log: settings.log,
    http: outboundHttp,
    outboxRelay,
    transactions,
    jobs,
    bus,
    ...(settings.webhookDelivery && { delivery: settings.webhookDelivery }),
    countAttempt: (status) => metrics.webhookAttempt(status),
  });
  const sendsmsReports = new SendsmsReports({ db, transactions, clock, jobs });
  const routing = createRouting({
    database,
    bus,
    clock,
    log: settings.log,
    // The gateway manager is built just below (SMSC side); the route book asks it per submit.
    presence: { isBound: (gatewayId) => smsc.manager.isBound(gatewayId) },
    wake: (gatewayId) => smsc.manager.wake(gatewayId),
  });
  // A routed message's end on its gateway becomes its ESME part's outcome and receipt.
  const routedOutcomes = new RoutedOutcomes({
    transactions,
    clock,
    onOutcomes: (at) => {
      jobs.wake(ESME_OUTCOMES_JOB, at);
      esme.server.sendDueReports();
    },
  });
  const smsc = createSmscSide({
    database,
    bus,
    pduLogs,
    secretKey,
    clock,
    log: settings.log,
    gatewayNetworks: settings.gatewayNetworks,
    gatewayResponseTimeoutMs: settings.gatewayResponseTimeoutMs,
    ledger,
    pricing,
    billing,
    metrics,
    onStoring: joinStoringHooks(sendsmsReports.onStoring, routedOutcomes.onStoring),
    onEventsStored: () => jobs.wake(OUTBOX_RELAY_JOB),
    failover: routing.failover,
    onDrained: (gatewayId) => routing.unbound.drained(gatewayId),
    interest: webhooks.interest.gatewayWants,
    moRouting: {
      router: routing.book,
      deliveries: routing.moDeliveries,
      // The ESME side is built just below.
      onRouted: () => esme.server.relayMo(),
    },
  });
  const esme = createEsmeSide({
    database,
    bus,
    pduLogs,
    messages: esmeMessages,
    clock,
    log: settings.log,
    passwordCost: settings.passwordCost,
    bindLimits: settings.bindLimits,
    ...(billing && { billing: { ledger, pricing } }),
    metrics,
    interest: webhooks.interest.ownerWanting,
    wakeups: {
      outcomesDue: (at) => jobs.wake(ESME_OUTCOMES_JOB, at),
      eventsStored: () => jobs.wake(OUTBOX_RELAY_JOB),
    },
    routing: {
      router: routing.book,
      sends: new OutboxRoutedSends(),
      onRouted: (gatewayIds) => {
        for (const id of gatewayIds) smsc.manager.wake(id);
      },
    },
    moDeliveries: routing.moDeliveries,
  });
  metrics.observe(metricSources(db, smsc.manager, esme.server));
  const dedicatedSmpp = createDedicatedSmpp({
    database,
    esme: esme.server,
    ledger,
    pricing,
    users,
    mailer: settings.mailer,
    bus,
    clock,
    log: settings.log,
    publicUrl: settings.publicUrl,
    settings: settings.dedicatedSmpp ?? DEFAULT_DEDICATED_SMPP,
  });
  const accounts = new AccountService({
    transactions,
    users,
    sessions,
    tokens,
    mailer: settings.mailer,
    publicUrl: settings.publicUrl,
    passwordCost: settings.passwordCost,
    clock,
    log: settings.log,
    ledger,
    signupCreditMicros: billing ? (settings.signupCreditMicros ?? 0) : 0,
  });
  const apiKeys = new ApiKeys(new ApiKeysRepository(db), users, secretKey, clock);
  for (const handler of [
    pduLogRetentionJob(pduLogs.retention),
    ...(billing ? [paymentReconciliationJob(payments)] : []),
    dlrUrlJob(outboundHttp),
    sendsmsReports.reportJob(),
    sendsmsReports.sweepJob(),
    dedicatedSmppRenewalJob(dedicatedSmpp),
    outboxRelay.relayJob(),
    outboxRelay.purgeJob(),
    ...webhooks.jobHandlers,
    esmeOutcomesJob(esme.server.settler),
    routedOutcomes.sweepJob(),
    esmeReportExpiryJob(new EsmeReportStore(db), clock),
    authExpiryJob(authRepository, clock),
  ]) {
    jobKinds.register(handler);
  }
  return {
    db,
    /** Prometheus metrics (GET /metrics). */
    metrics,
    /** BILLING=on: balances, charges and payments exist. */
    billing,
    /** Every balance change goes through it (issue 22). */
    ledger,
    pricing,
    /** Balance history and prices as users and admins read and set them. */
    billingService: new BillingService(new LedgerEntries(db, reads), pricing, clock),
    /** Providers are attached to the HTTP app (sandboxes mount there) when billing is on. */
    paymentProviders,
    payments,
    users,
    sessions,
    tokens,
    accounts,
    /** Sign-in with Google and Facebook, and each user's connected accounts (issue 25). */
    social: {
      providers: new SocialProvidersCheck(settings.social ?? NO_SOCIAL, clock, {
        db,
        secretKey,
        publicUrl: settings.publicUrl,
      }),
      accounts: new SocialAccounts({
        users,
        identities: new IdentitiesRepository(db),
        accounts,
        signupTokens: new SignupTokens(secretKey),
        clock,
      }),
    },
    profiles: new ProfileService(users, settings.dataDir),
    adminUsers: new AdminUsersService(users, billing, ledger, clock),
    apiKeys,
    bus,
    /** Delivers the durable events (outbox) to their subscribers, as a job of the queue. */
    outboxRelay,
    /** Webhooks of ESME accounts and gateways; the composition root starts their delivery. */
    webhooks,
    pduLogs,
    /** The one durable work queue's runner; the composition root starts it in its "jobs" step. */
    jobRunner,
    /** The queue that every kind of background work is enqueued on. */
    jobs,
    /** Kannel's /cgi-bin/sendsms (its dlr-url calls are jobs). */
    sendsms: {
      service: new SendsmsService({
        apiKeys,
        gateways: new GatewaysRepository(db),
        manager: smsc.manager,
        messages: smsc.messages,
        dlrUrls: outboundHttp,
        clock,
        log: settings.log,
      }),
    },
    smsc,
    esme,
    /** Gateway mode (issue 37): the route book (MtRouter), routes and price lists. */
    routing,
    /** Subscribers' own SMPP listeners (issue 24); the composition root opens them. */
    dedicatedSmpp,
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
