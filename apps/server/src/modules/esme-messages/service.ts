import type {
  MessageStatus,
  EsmeMessage,
  EsmeMessageDetail,
  MessageListQuery,
  Paged,
  PduLog,
  ReportResult,
  esmeReportCreateSchema,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import { wantsReceipt } from '../../smpp/dlr/auto-outcome.js';
import { REPORT_EXPIRY_MS } from '../../smpp/dlr/report-plan.js';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { PduLogRepository } from '../logs/repository.js';
import { toPduLog } from '../logs/to-api.js';
import { toMessage, toMessageDetail } from './message-view.js';
import type { EsmeMessageReads } from './message-reads.js';
import type { EsmeReportStore } from './report-store.js';

type ReportInput = z.output<typeof esmeReportCreateSchema>;

/** Received SMS of the signed-in user, and delivery reports for them. */
export class EsmeMessagesService {
  constructor(
    private readonly messages: EsmeMessageReads,
    private readonly reports: EsmeReportStore,
    private readonly esme: EsmeServer,
    private readonly pduLogs: PduLogRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, query: MessageListQuery): Promise<Paged<EsmeMessage>> {
    const { count, rows } = await this.messages.list(userId, query);
    return { count, results: rows.map(toMessage) };
  }

  async detail(userId: number, id: number): Promise<EsmeMessageDetail> {
    const row = await this.messages.findForUser(userId, id);
    if (!row) throw new NotFoundError();
    const parts = await this.messages.partsOf(row.id);
    const seqOf = new Map(parts.map((part) => [part.id, part.seq]));
    const routed = (await this.messages.routedOf(parts)).map((sent) => ({
      seq: seqOf.get(Number(sent.esme_part_id)) ?? 1,
      sent_message_id: sent.id,
      gateway_id: sent.gateway_id,
      route_id: sent.route_id,
      route_name: sent.route_name,
      provider_message_id: sent.message_id,
      status: sent.status as MessageStatus,
    }));
    return { ...toMessageDetail(row, parts), routed };
  }

  /** The PDUs of a received message: every part's exchange, its receipts and their answers. */
  async pdus(userId: number, id: number): Promise<Paged<PduLog>> {
    const row = await this.messages.findForUser(userId, id);
    if (!row) throw new NotFoundError();
    const parts = await this.messages.partsOf(row.id);
    const ids = parts.flatMap((part) => (part.message_id === null ? [] : [part.message_id]));
    if (ids.length === 0 && row.message_id !== null) ids.push(row.message_id);
    const rows = await this.pduLogs.forReceivedMessage(userId, row.client_id, ids);
    const results = rows.map((pdu) => toPduLog(pdu, true));
    return { count: results.length, results };
  }

  /**
   * Queues a report on every part whose registered_delivery asks for this outcome and sends
   * the due reports right away when a receiver session is bound.
   */
  async createReport(userId: number, body: ReportInput): Promise<ReportResult> {
    const row = await this.messages.findForUser(userId, body.message);
    if (!row) throw new NotFoundError();
    const parts = await this.messages.partsOf(row.id);
    const accepted = parts.filter((part) => part.message_id !== null);
    if (accepted.length === 0) {
      throw ValidationError.field(
        'message',
        'This message was refused when submitted; it has no message id to report on.',
      );
    }
    const registered = accepted.filter((part) =>
      wantsReceipt(part.registered_delivery, body.status),
    );
    if (registered.length === 0) {
      throw ValidationError.field(
        'status',
        `The ESME did not ask for a receipt with this status (registered_delivery ${row.registered_delivery}).`,
      );
    }
    const now = this.clock();
    await this.reports.scheduleReports(
      registered.map((part) => part.id),
      {
        dueAt: now,
        expiresAt: now + REPORT_EXPIRY_MS,
        status: body.status,
        error: body.error_code,
      },
    );
    const receiverBound = this.esme.registry.receivers(row.client_id).length > 0;
    if (receiverBound) this.esme.sendDueReports();
    return { message: row.id, reports: registered.length, sent_now: receiverBound };
  }
}
