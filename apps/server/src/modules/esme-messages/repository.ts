import { sql } from 'kysely';
import type { MessageListQuery } from '@routelab/shared';
import { MAX_DESTINATIONS } from '@routelab/smpp';
import { sqliteWriterOf, type Db } from '../../db/database.js';
import { reserveIdBlock, type IdSequenceName } from '../../db/id-blocks.js';
import { pagedRows, pageWindow } from '../../db/paged-rows.js';
import { anyContains } from '../../db/text-search.js';
import { unitOfWork, type Work } from '../../db/unit-of-work.js';
import { addOutboxEvents, type OutboxEvent } from '../../event-outbox/write-outbox.js';
import {
  addIngestBatch,
  addRetriedReports,
  addSentReports,
  SETTLE_OUTCOMES,
} from './write-statements.js';
import type { EsmeMessagePartRow, EsmeMessageRow } from '../../db/schema.js';

export type {
  DueReport,
  IngestBatch,
  MessageProgress,
  Replacement,
  RetriedReport,
  SentReport,
} from './write-shapes.js';
import type { DueReport, IngestBatch, RetriedReport, SentReport } from './write-shapes.js';

/** SQL for esme_messages and esme_message_parts. */
export class EsmeMessagesRepository {
  constructor(private readonly db: Db) {}

  /** Batches are committed in the order they were given, however many are on their way. */
  get writesInOrder(): boolean {
    return sqliteWriterOf(this.db) !== undefined;
  }

  async maxIds(): Promise<{ message: number; part: number }> {
    const message = await this.db
      .selectFrom('esme_messages')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const part = await this.db
      .selectFrom('esme_message_parts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return { message: Number(message?.max ?? 0), part: Number(part?.max ?? 0) };
  }

  /** Reserves `count` ids of a sequence for this process; resolves with the first. */
  reserveIds(name: IdSequenceName, count: number): Promise<number> {
    return reserveIdBlock(this.db, name, count);
  }

  /**
   * One transaction: what `alongside` adds (the batch's charges), new messages, their parts,
   * then progress of earlier messages.
   */
  async writeBatch(batch: IngestBatch, alongside?: (work: Work) => void): Promise<void> {
    await unitOfWork(this.db, (work) => {
      alongside?.(work);
      this.addBatch(work, batch);
    });
  }

  /** The batch's writes as part of `work`: whatever else it holds commits with them. */
  addBatch(work: Work, batch: IngestBatch): void {
    addIngestBatch(work, batch);
  }

  async list(
    userId: number,
    query: MessageListQuery,
  ): Promise<{ count: number; rows: EsmeMessageRow[] }> {
    let base = this.db.selectFrom('esme_messages').where('user_id', '=', userId);
    if (query.client !== undefined) base = base.where('client_id', '=', query.client);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.date_from) base = base.where('created_at', '>=', Date.parse(query.date_from));
    if (query.date_to) base = base.where('created_at', '<=', Date.parse(query.date_to));
    if (query.search) {
      const columns = ['source_addr', 'destination_addr', 'text', 'message_id'] as const;
      base = base.where(anyContains(this.db, columns, query.search));
    }
    const direction = query.ordering.startsWith('-') ? 'desc' : 'asc';
    const column = query.ordering.replace(/^-/, '') as 'created_at' | 'status' | 'destination_addr';
    return pagedRows(
      this.db,
      base,
      (rows) => rows.selectAll().orderBy(column, direction).orderBy('id', direction),
      pageWindow(query),
    );
  }

  findForUser(userId: number, id: number): Promise<EsmeMessageRow | undefined> {
    return this.db
      .selectFrom('esme_messages')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  partsOf(messageRowId: number): Promise<EsmeMessagePartRow[]> {
    return this.db
      .selectFrom('esme_message_parts')
      .selectAll()
      .where('esme_message_id', '=', messageRowId)
      .orderBy('id')
      .execute();
  }

  /**
   * The parts an account was given this message id for (several for submit_multi). Our message
   * ids are the decimal id of the message's first part, and a submit_multi numbers its parts
   * one after another: the parts are in a short range of the primary key. Anything else is no
   * id of ours.
   */
  partsByMessageId(clientId: number, messageId: string): Promise<EsmeMessagePartRow[]> {
    if (!/^[1-9][0-9]{0,14}$/.test(messageId)) return Promise.resolve([]);
    const firstPart = Number(messageId);
    return this.db
      .selectFrom('esme_message_parts')
      .selectAll()
      .where('id', '>=', firstPart)
      .where('id', '<', firstPart + MAX_DESTINATIONS)
      .where('client_id', '=', clientId)
      .where('message_id', '=', messageId)
      .orderBy('id')
      .execute();
  }

  findMessage(id: number): Promise<EsmeMessageRow | undefined> {
    return this.db.selectFrom('esme_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Open parts from source to destination (cancel_sm without a message id). */
  openPartsByAddress(
    clientId: number,
    sourceAddr: string,
    destinationAddr: string,
  ): Promise<EsmeMessagePartRow[]> {
    return (
      this.db
        .selectFrom('esme_message_parts as p')
        .innerJoin('esme_messages as m', 'm.id', 'p.esme_message_id')
        .selectAll('p')
        // By the message's account: esme_messages has an index on it, the parts do not.
        .where('m.client_id', '=', clientId)
        .where('m.source_addr', '=', sourceAddr)
        .where('m.destination_addr', '=', destinationAddr)
        .where('p.status', '=', 'enroute')
        .execute()
    );
  }

  /** Marks parts (and their messages) deleted and drops their pending reports. */
  async cancelParts(parts: readonly EsmeMessagePartRow[], now: number): Promise<void> {
    if (parts.length === 0) return;
    await unitOfWork(this.db, (work) => {
      work.query(
        this.db
          .updateTable('esme_message_parts')
          .set({ status: 'deleted', done_at: now, report_due_at: null, outcome_at: null })
          .where(
            'id',
            'in',
            parts.map((p) => p.id),
          ),
      );
      work.query(
        this.db
          .updateTable('esme_messages')
          .set({ status: 'deleted', done_at: now })
          .where('id', 'in', [...new Set(parts.map((p) => p.esme_message_id))]),
      );
    });
  }

  async replacePart(
    part: EsmeMessagePartRow,
    changes: { short_message_hex: string; registered_delivery: number; text: string | undefined },
  ): Promise<void> {
    await unitOfWork(this.db, (work) => {
      work.query(
        this.db
          .updateTable('esme_message_parts')
          .set({
            short_message_hex: changes.short_message_hex,
            registered_delivery: changes.registered_delivery,
          })
          .where('id', '=', part.id),
      );
      if (changes.text !== undefined) {
        work.query(
          this.db
            .updateTable('esme_messages')
            .set({ text: changes.text, registered_delivery: changes.registered_delivery })
            .where('id', '=', part.esme_message_id),
        );
      }
    });
  }

  /** Queues a report on these parts (replacing any report still pending on them). */
  async scheduleReports(
    partIds: readonly number[],
    report: { dueAt: number; expiresAt: number; status: string; error: number },
  ): Promise<void> {
    if (partIds.length === 0) return;
    await this.db
      .updateTable('esme_message_parts')
      .set({
        report_due_at: report.dueAt,
        report_expires_at: report.expiresAt,
        report_status: report.status,
        report_error: report.error,
        // A new report starts with no refusals.
        report_attempts: 0,
        report_refused_status: null,
        report_failed_at: null,
      })
      .where('id', 'in', partIds)
      .execute();
  }

  dueReports(clientId: number, now: number, limit: number): Promise<DueReport[]> {
    return this.db
      .selectFrom('esme_message_parts as p')
      .innerJoin('esme_messages as m', 'm.id', 'p.esme_message_id')
      .select([
        'p.id as part_id',
        'p.esme_message_id',
        sql<string>`p.message_id`.as('message_id'),
        sql<string>`p.report_status`.as('report_status'),
        sql<number>`coalesce(p.report_error, 0)`.as('report_error'),
        'p.submitted_at',
        'm.source_addr',
        'm.source_addr_ton',
        'm.source_addr_npi',
        'm.destination_addr',
        'm.dest_addr_ton',
        'm.dest_addr_npi',
        'm.text',
        'm.parts',
        'm.data_coding',
        'p.short_message_hex as part_hex',
        'p.esm_class as part_esm_class',
        'p.session_id',
        'p.report_attempts',
        sql<number>`p.report_expires_at`.as('report_expires_at'),
      ])
      .where('p.client_id', '=', clientId)
      .where('p.report_due_at', 'is not', null)
      .where('p.report_due_at', '<=', now)
      .orderBy('p.report_due_at')
      .limit(limit)
      .execute();
  }

  /**
   * When the account's earliest pending report is due, or null for none; reports past their
   * expiry (which the expiry job ends) do not count.
   */
  async nextReportDue(clientId: number, now: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('esme_message_parts')
      .select((eb) => eb.fn.min('report_due_at').as('due'))
      .where('client_id', '=', clientId)
      .where('report_due_at', 'is not', null)
      .where('report_expires_at', '>=', now)
      .executeTakeFirst();
    return row?.due == null ? null : Number(row.due);
  }

  /**
   * Records sent receipts: the part and its message take the reported status (a message with
   * several parts here takes its last one's), with `events` for the outbox. One transaction (a job of the SQLite writer
   * thread), or two statements on PostgreSQL.
   */
  async markReportsSent(
    reports: readonly SentReport[],
    events: readonly OutboxEvent[] = [],
  ): Promise<void> {
    if (reports.length === 0) return;
    await unitOfWork(this.db, (work) => {
      addSentReports(work, reports);
      // Their webhooks' events (dlr.sent) commit with them.
      if (events.length > 0) addOutboxEvents(work, events);
    });
  }

  /**
   * Applies the automatic outcomes due by `now` to their parts and messages, receipt or not.
   * Returns how many parts each account had settled.
   */
  async settleOutcomes(now: number): Promise<Map<number, number>> {
    const due = await this.db
      .selectFrom('esme_message_parts')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('outcome_at', 'is not', null)
      .where('outcome_at', '<=', now)
      .groupBy('client_id')
      .execute();
    const counts = new Map(due.map((row) => [row.client_id, Number(row.count)]));
    if (counts.size === 0) return counts;
    await unitOfWork(this.db, (work) => {
      for (const text of SETTLE_OUTCOMES) work.run(text, [now]);
    });
    return counts;
  }

  /** When the earliest automatic outcome not yet applied is due, or null for none. */
  async nextOutcomeAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom('esme_message_parts')
      .select((eb) => eb.fn.min('outcome_at').as('due'))
      .where('outcome_at', 'is not', null)
      .executeTakeFirst();
    return row?.due == null ? null : Number(row.due);
  }

  /** Stores reports to be tried again later (or given up on): one transaction or statement. */
  async markReportsRetried(reports: readonly RetriedReport[]): Promise<void> {
    if (reports.length === 0) return;
    await unitOfWork(this.db, (work) => addRetriedReports(work, reports));
  }

  /**
   * Drops reports that waited too long for a receiver session (or to be taken: those the ESME
   * refused count as failed). Returns how many.
   */
  async expireReports(now: number): Promise<number> {
    const result = await this.db
      .updateTable('esme_message_parts')
      .set({
        report_due_at: null,
        report_failed_at: sql<
          number | null
        >`case when report_attempts > 0 then ${now} else report_failed_at end`,
      })
      .where('report_due_at', 'is not', null)
      .where('report_expires_at', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
