import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Work } from '../../db/work.js';
import type {
  DueReport,
  OutcomeStore,
  ReportStore,
  RetriedReport,
  SentReport,
} from '../../smpp/ports/report-store.js';
import { addRetriedReports, addSentReports, SETTLE_OUTCOMES } from './write-statements.js';

/** A report queued on parts by hand (a manual receipt). */
export interface ScheduledReport {
  dueAt: number;
  expiresAt: number;
  status: string;
  error: number;
}

/** The delivery reports and automatic outcomes of received messages. */
export class EsmeReportStore implements ReportStore, OutcomeStore {
  constructor(private readonly db: Db) {}

  /** Queues a report on these parts (replacing any report still pending on them). */
  async scheduleReports(partIds: readonly number[], report: ScheduledReport): Promise<void> {
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
        // A report made by hand tells of now: its receipt's done date is when it is sent.
        report_done_at: null,
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
        'p.report_done_at',
      ])
      .where('p.client_id', '=', clientId)
      .where('p.report_due_at', 'is not', null)
      .where('p.report_due_at', '<=', now)
      .orderBy('p.report_due_at')
      .limit(limit)
      .execute();
  }

  /** The part and its message take the reported status (a message takes its last part's). */
  addSent(work: Work, reports: readonly SentReport[]): void {
    if (reports.length > 0) addSentReports(work, reports);
  }

  addRetried(work: Work, reports: readonly RetriedReport[]): void {
    if (reports.length > 0) addRetriedReports(work, reports);
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

  async nextOutcomeAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom('esme_message_parts')
      .select((eb) => eb.fn.min('outcome_at').as('due'))
      .where('outcome_at', 'is not', null)
      .executeTakeFirst();
    return row?.due == null ? null : Number(row.due);
  }

  async dueCounts(now: number): Promise<Map<number, number>> {
    const due = await this.db
      .selectFrom('esme_message_parts')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('outcome_at', 'is not', null)
      .where('outcome_at', '<=', now)
      .groupBy('client_id')
      .execute();
    return new Map(due.map((row) => [row.client_id, Number(row.count)]));
  }

  addSettle(work: Work, now: number): void {
    for (const text of SETTLE_OUTCOMES) work.run(text, [now]);
  }
}
