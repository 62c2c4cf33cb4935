import { PAYMENT_STATUSES } from '@routelab/shared';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { FastHistogram, asRegistered, type HistogramSeries } from './fast-histogram.js';
import { PduCounter } from './pdu-counter.js';

/** Seconds from a submit_sm to its response: sub-millisecond on loopback to a slow SMSC. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type Observer = HistogramSeries;

export type CommitWriter = 'esme_ingest' | 'gateway_updates' | 'pdu_log';
/** How a job's run ended (see run-job.ts). */
export type JobRunOutcome = 'done' | 'deferred' | 'retry' | 'failed';
export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

/** What the gauges read when Prometheus scrapes: the live state of the app. */
export interface MetricSources {
  /** Bound sessions by side and bind type (trx, tx, rx). */
  boundSessions(): { side: 'esme' | 'smsc'; bindType: string; count: number }[];
  /** Gateways by state (connecting, bound, …). */
  gatewayStates(): Map<string, number>;
  /** Submits received and not yet stored and answered. */
  ingestQueueDepth(): number;
  /** Payments by status, counted in the database. */
  paymentsByStatus(): Promise<{ status: string; count: number }[]>;
}

/**
 * The app's Prometheus metrics, on a registry of its own (test servers in one process do not
 * share counters), with Node's process metrics. Counters and histograms are fed where things
 * happen; gauges are read from `sources` at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly pdus: PduCounter;
  /** Label children made once: the hot paths only observe. */
  private readonly submitLatency: Record<'esme' | 'smsc', Observer>;
  private readonly commitLatency: Record<CommitWriter, Observer>;
  private readonly webhookDeliveries: Counter<'outcome'>;
  private readonly jobRuns: Counter<'kind' | 'outcome'>;
  private sources: MetricSources | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'routelab_' });
    this.pdus = new PduCounter(this.registry);
    const submitLatency = new FastHistogram(
      'routelab_submit_response_seconds',
      'submit_sm to submit_sm_resp: smsc = our gateways waiting for the SMSC, esme = our SMPP server storing and answering',
      LATENCY_BUCKETS,
    );
    const commitLatency = new FastHistogram(
      'routelab_db_commit_seconds',
      'Database group commits by writer',
      COMMIT_BUCKETS,
    );
    this.registry.registerMetric(asRegistered(submitLatency));
    this.registry.registerMetric(asRegistered(commitLatency));
    this.submitLatency = {
      esme: submitLatency.labelled({ side: 'esme' }),
      smsc: submitLatency.labelled({ side: 'smsc' }),
    };
    this.commitLatency = {
      esme_ingest: commitLatency.labelled({ writer: 'esme_ingest' }),
      gateway_updates: commitLatency.labelled({ writer: 'gateway_updates' }),
      pdu_log: commitLatency.labelled({ writer: 'pdu_log' }),
    };
    this.webhookDeliveries = new Counter({
      name: 'routelab_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome',
      labelNames: ['outcome'] as const,
      registers,
    });
    for (const outcome of ['delivered', 'retrying', 'failed'] as const) {
      this.webhookDeliveries.labels(outcome).inc(0);
    }
    this.jobRuns = new Counter({
      name: 'routelab_jobs_total',
      help: 'Runs of the job queue by job kind and how they ended',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    });
    const read = () => this.sources;
    new Gauge({
      name: 'routelab_bound_sessions',
      help: 'Bound SMPP sessions by side and bind type',
      labelNames: ['side', 'bind_type'] as const,
      registers,
      collect() {
        this.reset();
        for (const { side, bindType, count } of read()?.boundSessions() ?? []) {
          this.labels(side, bindType).set(count);
        }
      },
    });
    new Gauge({
      name: 'routelab_gateways',
      help: 'Gateways (SMPP client connections) by state',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.reset();
        for (const [state, count] of read()?.gatewayStates() ?? []) this.labels(state).set(count);
      },
    });
    new Gauge({
      name: 'routelab_ingest_queue_depth',
      help: 'Submits our SMPP server has received and not yet stored and answered',
      registers,
      collect() {
        this.set(read()?.ingestQueueDepth() ?? 0);
      },
    });
    new Gauge({
      name: 'routelab_payments',
      help: 'Payments by status',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const status of PAYMENT_STATUSES) this.labels(status).set(0);
        for (const { status, count } of (await read()?.paymentsByStatus()) ?? []) {
          this.labels(status).set(count);
        }
      },
    });
  }

  /** Gives the gauges their sources once the app's parts exist. */
  observe(sources: MetricSources): void {
    this.sources = sources;
  }

  /** One submit_sm answered after `seconds`. */
  submitAnswered(side: 'esme' | 'smsc', seconds: number): void {
    this.submitLatency[side].observe(seconds);
  }

  /** One group commit of `writer` took `seconds`. */
  committed(writer: CommitWriter, seconds: number): void {
    this.commitLatency[writer].observe(seconds);
  }

  /** One webhook delivery attempt ended so. */
  webhookAttempt(outcome: WebhookOutcome): void {
    this.webhookDeliveries.labels(outcome).inc();
  }

  /** One run of a job of this kind ended so. */
  jobRun(kind: string, outcome: JobRunOutcome): void {
    this.jobRuns.labels(kind, outcome).inc();
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
