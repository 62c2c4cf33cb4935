import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db, Trx } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import { jobHandler } from '../../jobs/job-registry.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { jobType } from '../../jobs/job-type.js';
import { dueDlrEvents } from './dlr-events.js';
import { DLR_URL_JOB } from './dlr-url-job.js';
import { fillDlrUrl } from './kannel-escapes.js';

/** The reports a sendsms message owes now: one job per message (its unique key) at a time. */
export const SENDSMS_REPORT_JOB = jobType('sendsms.report', z.object({ message_id: z.number() }));
/** The safety net behind the jobs: open reports looked at every 10 minutes (see sweep). */
export const SENDSMS_REPORTS_SWEEP_JOB = jobType('sendsms.reports-sweep', z.object({}));

const SWEEP_EVERY_MS = 10 * 60_000;
/** Rows read per query of the sweep. */
const PAGE = 500;
/** Message ids per lookup of the commit hook. */
const CHUNK = 500;
/** A report that has not come after this long never will: its row is closed. */
const OPEN_FOR_MS = 3 * 24 * 60 * 60_000;

const reportKey = (messageId: number) => `sendsms.report:${messageId}`;

/**
 * Turns what happens to messages sent through /cgi-bin/sendsms (the SMSC's answer, receipts)
 * into dlr-url calls on the durable job queue, the URL's escape codes filled as Kannel fills
 * them. Each report is queued once: its job and its bit in `reported` are written together.
 * Event-driven: the gateways' commit queue enqueues a report job, in the transaction that stores
 * an answer or receipt, for each message with open reports (`onStoring`). A sweep every ten
 * minutes catches what changed elsewhere (parts ended at a restart or with their gateway) and
 * closes reports that never came.
 */
export class SendsmsReports {
  constructor(
    private readonly options: { db: Db; transactions: Transactions; clock: Clock; jobs: JobQueue },
  ) {}

  /**
   * For the commit queue: in the batch's transaction, a report job for each of these messages
   * that has open reports; once committed, the queue is woken.
   */
  readonly onStoring = async (trx: Trx, smsIds: readonly number[]) => {
    let queued = 0;
    for (let start = 0; start < smsIds.length; start += CHUNK) {
      const open = await trx
        .selectFrom('sendsms_reports')
        .select('message_id')
        .where('message_id', 'in', smsIds.slice(start, start + CHUNK))
        .where('open', '=', 1)
        .execute();
      for (const { message_id } of open) {
        await this.options.jobs.add(
          trx,
          SENDSMS_REPORT_JOB,
          { message_id },
          {
            uniqueKey: reportKey(message_id),
          },
        );
        queued += 1;
      }
    }
    return queued > 0 ? () => this.options.jobs.wake() : undefined;
  };

  /** The job that queues the reports one message owes now. */
  reportJob() {
    return jobHandler({
      type: SENDSMS_REPORT_JOB,
      handle: async ({ message_id }) => {
        const [row] = await openRows(this.options.db)
          .where('r.message_id', '=', message_id)
          .execute();
        if (row) await this.report(row);
      },
    });
  }

  /** Every ten minutes (and at start): each open row's due reports, and expiry. */
  sweepJob() {
    return jobHandler({
      type: SENDSMS_REPORTS_SWEEP_JOB,
      recurring: { everyMs: SWEEP_EVERY_MS },
      handle: async () => {
        for (let after = 0; ;) {
          const rows = await openRows(this.options.db)
            .where('r.id', '>', after)
            .orderBy('r.id')
            .limit(PAGE)
            .execute();
          for (const row of rows) await this.report(row);
          if (rows.length < PAGE) return;
          after = rows[rows.length - 1]!.id;
        }
      },
    });
  }

  /**
   * Queues a row's due reports and records them, in one transaction; closes a finished row. The
   * report job and the sweep may look at one row at once: the update that records the reported
   * bits only matches the bits this call read, so of two the second changes nothing, queues
   * nothing, and reads the row again.
   */
  private async report(first: OpenRow): Promise<void> {
    for (let row: OpenRow | undefined = first; row;) {
      const outcome = await this.reportOnce(row);
      if (outcome !== 'stale') return;
      [row] = await openRows(this.options.db).where('r.id', '=', row.id).execute();
    }
  }

  private async reportOnce(row: OpenRow): Promise<'done' | 'stale'> {
    const { transactions, clock, jobs } = this.options;
    const now = clock();
    const { events, done } = dueDlrEvents({
      dlrMask: row.dlr_mask,
      reported: row.reported,
      status: row.status,
      dlrText: row.dlr_text,
      respondedAt: row.responded_at,
      commandStatus: row.command_status,
    });
    const expired = now - row.created_at > OPEN_FOR_MS;
    if (events.length === 0 && !done && !expired) return 'done';
    const claimed = await transactions.readWrite(async (trx) => {
      const reported = events.reduce((bits, event) => bits | event.type, row.reported);
      const result = await trx
        .updateTable('sendsms_reports')
        .set({ reported, open: done || expired ? 0 : 1 })
        .where('id', '=', row.id)
        .where('open', '=', 1)
        .where('reported', '=', row.reported)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      for (const event of events) {
        const url = fillDlrUrl(row.dlr_url, {
          type: event.type,
          text: event.text,
          receiver: row.receiver,
          sender: row.sender,
          smscId: row.smsc_id,
          messageId: String(row.message_id),
          foreignId: row.smsc_message_id ?? '',
          time: Math.floor(now / 1000),
          // %n: Kannel's service is the sendsms user; ours, the owner's e-mail.
          service: row.email,
          metaData: row.meta_data ?? '',
          dlrUrl: row.dlr_url,
        });
        // One message's reports are called in the order they happened (the ack before its
        // receipt), a later one waiting while an earlier one is retried.
        await jobs.add(
          trx,
          DLR_URL_JOB,
          { url },
          { orderingKey: `sendsms.dlr-url:${row.message_id}` },
        );
      }
      return true;
    });
    if (!claimed) return 'stale';
    if (events.length > 0) jobs.wake();
    return 'done';
  }
}

/** Open report rows with what their reports need of the message, its first part and owner. */
function openRows(db: Db) {
  return db
    .selectFrom('sendsms_reports as r')
    .innerJoin('smsc_messages as m', 'm.id', 'r.message_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('smsc_message_parts as p', (join) =>
      join.onRef('p.sms_id', '=', 'm.id').on('p.seq', '=', 1),
    )
    .select([
      'r.id',
      'r.message_id',
      'r.dlr_url',
      'r.dlr_mask',
      'r.reported',
      'r.sender',
      'r.receiver',
      'r.smsc_id',
      'r.meta_data',
      'r.created_at',
      'm.status',
      'm.dlr_text',
      'u.email',
      'p.responded_at',
      'p.command_status',
      'p.smsc_message_id',
    ])
    .where('r.open', '=', 1);
}

type OpenRow = Awaited<ReturnType<ReturnType<typeof openRows>['execute']>>[number];
