import type { DlrOutcome } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type {
  DueReport,
  EsmeMessagesRepository,
  SentReport,
} from '../../modules/esme-messages/repository.js';
import type { BindRegistry } from '../smpp-server/bind-registry.js';
import { storedPartText } from '../smpp-server/submit-content.js';
import { buildReceiptPdu } from './receipt-pdu.js';

export interface ReportDispatcherOptions {
  messages: EsmeMessagesRepository;
  registry: BindRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often due reports are looked for. Default 200 ms. */
  pollMs?: number;
  /** Most reports fetched per account and poll. */
  batch?: number;
  /** Called after reports were stored as sent, per account. */
  onSent?: (clientId: number, count: number) => void;
}

const EXPIRY_SWEEP_MS = 60_000;

/**
 * Sends stored delivery reports that are due as deliver_sm on a bound receiver or transceiver
 * session of their account (round robin). Reports of accounts without such a session wait in
 * the database and go out once one binds; those older than their expiry are dropped. A report
 * counts as sent when the ESME answers deliver_sm_resp with status 0; otherwise it is tried again.
 */
export class ReportDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private lastExpirySweep = 0;
  private readonly busy = new Set<number>();
  private readonly inFlight = new Set<number>();
  private turn = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: ReportDispatcherOptions) {}

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
      await this.options.messages.expireReports(now).catch((error: unknown) => {
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
      // keep pace with the traffic. A batch of which none went out ends the round.
      let more: boolean;
      do {
        const due = await this.options.messages.dueReports(clientId, now, limit);
        const fresh = due.filter((report) => !this.inFlight.has(report.part_id));
        const sent = await Promise.all(fresh.map((report) => this.sendOne(clientId, report)));
        const stored = sent.filter((report): report is SentReport => report !== undefined);
        await this.options.messages.markReportsSent(stored);
        if (stored.length > 0) this.options.onSent?.(clientId, stored.length);
        for (const report of fresh) this.inFlight.delete(report.part_id);
        more = due.length === limit && stored.length > 0;
      } while (more);
    } catch (error) {
      this.options.log.error({ err: error, clientId }, 'sending delivery reports failed');
    } finally {
      this.busy.delete(clientId);
    }
  }

  private async sendOne(clientId: number, report: DueReport): Promise<SentReport | undefined> {
    const receivers = this.options.registry.receivers(clientId);
    const entry = receivers[this.turn++ % Math.max(1, receivers.length)];
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
    );
    try {
      const response = await entry.session.request({ command: 'deliver_sm', ...init });
      entry.sent += 1;
      if (response.commandStatus !== 0) return undefined;
    } catch {
      // Session closed or no answer in time: the report stays due and goes out again.
      return undefined;
    }
    return {
      partId: report.part_id,
      messageRowId: report.esme_message_id,
      status,
      dlrText: text,
      doneAt,
    };
  }
}
