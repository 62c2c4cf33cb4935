import type { DlrOutcome } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import { addOutboxEvents, type OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { EventInterest } from '../ports/event-interest.js';
import type { DueReport, ReportStore, RetriedReport, SentReport } from '../ports/report-store.js';
import type { BindRegistry, BoundSession } from '../smpp-server/bind-registry.js';
import { storedPartText } from '../smpp-server/submit-content.js';
import { buildReceiptPdu } from './receipt-pdu.js';
import { nextReportTry, REPORT_BACKOFF, type ReportBackoff } from './report-backoff.js';

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
  /** How often due reports are looked for. Default 200 ms. */
  pollMs?: number;
  /** Most reports fetched per account and poll. */
  batch?: number;
  /** How refused reports are tried again (REPORT_BACKOFF by default). */
  backoff?: ReportBackoff;
  /** Called after reports were stored as sent or given up, per account. */
  onSettled?: (clientId: number, count: number) => void;
  /** Accounts whose webhooks want `dlr.sent`: their sent reports write outbox events. */
  interest?: EventInterest | undefined;
}

const EXPIRY_SWEEP_MS = 60_000;
/** Pauses before storing a batch's outcomes again (see store). */
const STORE_RETRY_DELAYS_MS = [50, 250, 1_000];

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
 * accounts without such a session wait in the database and go out once one binds; those older
 * than their expiry are dropped. A report counts as sent when the ESME answers deliver_sm_resp
 * with status 0. A refusal is tried again after a doubling wait (REPORT_BACKOFF) and given up
 * after the last attempt; a session that closes or does not answer is no refusal, and its report
 * waits the first step of the backoff before it goes out again.
 */
export class ReportDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private lastExpirySweep = 0;
  private readonly busy = new Set<number>();
  private readonly inFlight = new Set<number>();
  private turn = 0;
  private running: Promise<void> = Promise.resolve();
  private readonly backoff: ReportBackoff;

  constructor(private readonly options: ReportDispatcherOptions) {
    this.backoff = options.backoff ?? REPORT_BACKOFF;
  }

  start(): void {
    const pollMs = this.options.pollMs ?? 200;
    this.timer = setInterval(() => this.pollSoon(), pollMs);
    this.timer.unref();
  }

  /** Starts a round without waiting for it (the ESME may take its time to answer); stop waits. */
  pollSoon(): void {
    const round = this.poll();
    this.running = Promise.all([this.running, round]).then(() => undefined);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: every account with a receiver gets its due reports. */
  async poll(): Promise<void> {
    const now = this.options.clock();
    if (now - this.lastExpirySweep >= EXPIRY_SWEEP_MS) {
      this.lastExpirySweep = now;
      await this.options.reports.expireReports(now).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'expiring delivery reports failed');
      });
    }
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
        const fresh = due.filter((report) => !this.inFlight.has(report.part_id));
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
    } catch (error) {
      this.options.log.error({ err: error, clientId }, 'sending delivery reports failed');
    } finally {
      this.busy.delete(clientId);
    }
  }

  /**
   * Stores what became of a batch in one transaction (the `dlr.sent` events with it), trying
   * again after a failed one: PostgreSQL aborts one of two writers that deadlock (the outcome
   * settler updates the same parts), and a receipt the ESME took but we did not store would go
   * out twice.
   */
  private async store(
    sent: SentReport[],
    retried: RetriedReport[],
    events: OutboxEvent[],
  ): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { reports } = this.options;
        await this.options.transactions.write((work) => {
          reports.addSent(work, sent);
          reports.addRetried(work, retried);
          if (events.length > 0) addOutboxEvents(work, events);
        });
        return;
      } catch (error) {
        const delay = STORE_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw error;
        this.options.log.warn(
          { err: error, attempt: attempt + 1 },
          'receipts not stored, retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
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
      doneAt,
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
        : nextReportTry(attempts, now, report.report_expires_at, this.backoff);
    return {
      partId: report.part_id,
      attempts,
      refusedStatus,
      dueAt,
      failedAt: dueAt === null ? now : null,
    };
  }
}
