import type { DlrOutcome } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import { addOutboxEvents, type OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { EventInterest } from '../ports/event-interest.js';
import type { DueReport, ReportStore, RetriedReport, SentReport } from '../ports/report-store.js';
import type { BindRegistry, BoundSession } from '../smpp-server/bind-registry.js';
import { storedPartText } from '../smpp-server/submit-content.js';
import { DueRounds } from './due-rounds.js';
import { buildReceiptPdu } from './receipt-pdu.js';
import { storedWithRetries } from './stored-with-retries.js';
import { nextAttemptAt, type Backoff } from '../../jobs/backoff.js';

export interface ReportDispatcherOptions {
  reports: ReportStore;
  transactions: Transactions;
  registry: BindRegistry;
  /**
   * Resolves once the submits being stored now have been answered. A receipt read from the
   * database must not overtake its submit_sm_resp: an ESME (Kannel) that gets a receipt for an id
   * it has not been given yet drops it.
   */
  answered: () => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * How often due reports are looked for without a wake-up: those another process stored.
   * Default 1 s.
   */
  pollMs?: number;
  /** Most reports fetched per account and round. */
  batch?: number;
  /** How refused reports are tried again (REPORT_BACKOFF by default). */
  backoff?: Backoff;
  /** Called after reports were stored as sent or given up, per account. */
  onSettled?: (clientId: number, count: number) => void;
  /** Accounts whose webhooks want `dlr.sent`: their sent reports write outbox events. */
  interest?: EventInterest | undefined;
  /** Told when sent reports wrote outbox events (the outbox relay runs then). */
  onEventsStored?: () => void;
}

/**
 * Receipts the ESME refuses: 1 s, 2 s, 4 s … up to 5 min; the tenth refusal (about 8.5 min after
 * the first) ends it, and so does a next try past the report's expiry.
 */
export const REPORT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 300_000, maxAttempts: 10 };
/** Rounds start at least this far apart: wakes at ingest rates merge into one round. */
const ROUND_GAP_MS = 100;

/** What became of one report: taken, to be tried again (or given up), or no receiver now. */
type Outcome = { sent: SentReport } | { retried: RetriedReport } | undefined;

/** The account's receivers for one batch, looked up by session id. */
interface Receivers {
  list: BoundSession[];
  byId: Map<string, BoundSession>;
}

/**
 * Sends stored delivery reports that are due as deliver_sm to the account: on the session the
 * part was submitted on while it is bound as receiver or transceiver (an ESME with several binds,
 * like Kannel, only knows its ids there), else on its other receivers, round robin. Reports of
 * accounts without such a session wait in the database and go out once one binds; those past
 * their expiry are not sent (the esme-reports.expiry job ends them). A report counts as sent when
 * the ESME answers deliver_sm_resp with status 0. A refusal is tried again by REPORT_BACKOFF;
 * a session that closes or does not answer is no refusal, and its report waits the first step of
 * the backoff before it goes out again.
 *
 * Not a job kind of the job queue, and on purpose: a receipt can only go out from the process
 * that holds the ESME's bind (on the session its part was submitted on, when bound), at ingest
 * rates. A job per receipt would add a row per message; a job per account could be claimed by a
 * process without its binds. So each process runs this dispatcher over its own binds, woken when
 * reports are stored (ingest), come due (their time), are retried, or find a receiver (a bind),
 * and looks for reports other processes stored at each poll.
 */
export class ReportDispatcher {
  private readonly rounds: DueRounds;
  private lastRound = Number.NEGATIVE_INFINITY;
  private readonly busy = new Set<number>();
  private readonly inFlight = new Set<number>();
  private turn = 0;
  private readonly backoff: Backoff;

  constructor(private readonly options: ReportDispatcherOptions) {
    this.backoff = options.backoff ?? REPORT_BACKOFF;
    this.rounds = new DueRounds(options.clock, options.pollMs ?? 1_000, () => {
      this.lastRound = performance.now();
      return this.poll();
    });
  }

  start(): void {
    this.rounds.start(() => this.wake());
  }

  /**
   * Reports are due at `at` (default now): a round runs then, or a round-gap after the last one
   * (wakes in between merge).
   */
  wake(at = this.options.clock()): void {
    if (!this.rounds.isStarted) return;
    const now = this.options.clock();
    // The gap is wall time: the clock may be moved (tests do).
    const gap = Math.max(0, this.lastRound + ROUND_GAP_MS - performance.now());
    this.rounds.at(Math.max(at, now + gap));
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: every account with a receiver gets its due reports. */
  async poll(): Promise<void> {
    const now = this.options.clock();
    await Promise.all(
      this.options.registry.clientsWithReceivers().map((clientId) => this.sendDue(clientId, now)),
    );
  }

  private async sendDue(clientId: number, now: number): Promise<void> {
    if (this.busy.has(clientId)) return;
    this.busy.add(clientId);
    try {
      const limit = this.options.batch ?? 200;
      // A full batch means more are due: they follow at once, not a poll later, so receipts
      // keep pace with the traffic. A batch of which none was settled ends the round.
      let more: boolean;
      do {
        const due = await this.options.reports.dueReports(clientId, now, limit);
        if (due.length > 0) await this.options.answered();
        const fresh = due.filter(
          (report) => !this.inFlight.has(report.part_id) && report.report_expires_at >= now,
        );
        const list = this.options.registry.receivers(clientId);
        const receivers = { list, byId: new Map(list.map((entry) => [entry.id, entry])) };
        const sent: SentReport[] = [];
        const retried: RetriedReport[] = [];
        try {
          const outcomes = await Promise.all(
            fresh.map((report) => this.sendOne(receivers, report)),
          );
          for (const outcome of outcomes) {
            if (outcome && 'sent' in outcome) sent.push(outcome.sent);
            else if (outcome) retried.push(outcome.retried);
          }
          await this.store(sent, retried, this.sentEvents(clientId, sent));
        } finally {
          // Also when storing failed: the reports are still due then and go out again.
          for (const report of fresh) this.inFlight.delete(report.part_id);
        }
        const settled = sent.length + retried.filter((report) => report.dueAt === null).length;
        if (settled > 0) this.options.onSettled?.(clientId, settled);
        more = due.length === limit && sent.length + retried.length > 0;
      } while (more);
      const next = await this.options.reports.nextReportDue(clientId, this.options.clock());
      if (next !== null) this.wake(next);
    } catch (error) {
      this.options.log.error({ err: error, clientId }, 'sending delivery reports failed');
    } finally {
      this.busy.delete(clientId);
    }
  }

  /**
   * Stores what became of a batch (tried again after a failed transaction: the outcome settler
   * updates the same parts, and PostgreSQL aborts one of two writers that deadlock).
   */
  private async store(
    sent: SentReport[],
    retried: RetriedReport[],
    events: OutboxEvent[],
  ): Promise<void> {
    const { reports } = this.options;
    await storedWithRetries(
      () =>
        this.options.transactions.write((work) => {
          reports.addSent(work, sent);
          reports.addRetried(work, retried);
          if (events.length > 0) addOutboxEvents(work, events);
        }),
      this.options.log,
      'receipts',
    );
    if (events.length > 0) this.options.onEventsStored?.();
  }

  /** The `dlr.sent` events of an account's sent reports, when a webhook of it wants them. */
  private sentEvents(clientId: number, sent: readonly SentReport[]): OutboxEvent[] {
    if (sent.length === 0) return [];
    const userId = this.options.interest?.(clientId, 'dlr.sent');
    if (userId === undefined) return [];
    return sent.map((report) => ({
      kind: 'esme.report.sent',
      userId,
      at: report.doneAt,
      data: {
        message_id: report.messageRowId,
        part_id: report.partId,
        client_id: clientId,
        status: report.status,
        text: report.dlrText,
        sent_at: report.doneAt,
      },
    }));
  }

  /** The submitting session while it can receive, else the next receiver in turn. */
  private receiverFor(receivers: Receivers, report: DueReport): BoundSession | undefined {
    const own = report.session_id === null ? undefined : receivers.byId.get(report.session_id);
    return own ?? receivers.list[this.turn++ % Math.max(1, receivers.list.length)];
  }

  private async sendOne(receivers: Receivers, report: DueReport): Promise<Outcome> {
    const entry = this.receiverFor(receivers, report);
    if (!entry) return undefined;
    this.inFlight.add(report.part_id);
    const doneAt = this.options.clock();
    const status = report.report_status as DlrOutcome;
    // A receipt quotes the start of what it reports on: a part of several, its own text.
    const quoted =
      report.parts > 1
        ? storedPartText(report.part_hex, report.part_esm_class, report.data_coding)
        : report.text;
    const { text, init } = buildReceiptPdu(
      { ...report, text: quoted, report_status: status },
      report.report_done_at ?? doneAt,
      entry.interfaceVersion,
    );
    let commandStatus: number;
    try {
      commandStatus = (await entry.session.request({ command: 'deliver_sm', ...init }))
        .commandStatus;
      entry.sent += 1;
    } catch {
      // Session closed or no answer in time: not the ESME's refusal, the report stays due.
      return { retried: this.retry(report, report.report_attempts, null) };
    }
    if (commandStatus !== 0) {
      return { retried: this.retry(report, report.report_attempts + 1, commandStatus) };
    }
    return {
      sent: {
        partId: report.part_id,
        messageRowId: report.esme_message_id,
        status,
        dlrText: text,
        doneAt,
      },
    };
  }

  /** The next try of a report after `attempts` refusals (a failed session waits one step). */
  private retry(report: DueReport, attempts: number, refusedStatus: number | null): RetriedReport {
    const now = this.options.clock();
    const dueAt =
      refusedStatus === null
        ? now + this.backoff.baseMs
        : nextAttemptAt(this.backoff, attempts, now, report.report_expires_at);
    return {
      partId: report.part_id,
      attempts,
      refusedStatus,
      dueAt,
      failedAt: dueAt === null ? now : null,
    };
  }
}
