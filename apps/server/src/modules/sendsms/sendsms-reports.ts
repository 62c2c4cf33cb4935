import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { JobRepository } from '../../jobs/job-repository.js';
import { dueDlrEvents } from './dlr-events.js';
import { DLR_URL_JOB, type DlrUrlPayload } from './dlr-url-job.js';
import { fillDlrUrl } from './kannel-escapes.js';

/** Messages looked at per round; more wait for the next. */
const BATCH = 500;
/** A report that has not come after this long never will: its row is closed. */
const OPEN_FOR_MS = 3 * 24 * 60 * 60_000;

export interface SendsmsReportsOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A dlr-url call was queued: run the job queue now. */
  onQueued: () => void;
  /** How often open messages are looked at. Default 250 ms. */
  pollMs?: number;
}

/**
 * Turns what happens to messages sent through /cgi-bin/sendsms (the SMSC's answer, receipts)
 * into dlr-url calls on the durable job queue, the URL's escape codes filled as Kannel fills
 * them. Each report is queued once: its job and its bit in `reported` are written together.
 */
export class SendsmsReports {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: SendsmsReportsOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.poll()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'sendsms reports failed'))
        .finally(() => (this.running = undefined));
    }, this.options.pollMs ?? 250);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round over the open messages. */
  async poll(): Promise<void> {
    const { db, clock } = this.options;
    const rows = await db
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
      .where('r.open', '=', 1)
      .orderBy('r.id')
      .limit(BATCH)
      .execute();
    let queued = 0;
    const now = clock();
    for (const row of rows) {
      const { events, done } = dueDlrEvents({
        dlrMask: row.dlr_mask,
        reported: row.reported,
        status: row.status,
        dlrText: row.dlr_text,
        respondedAt: row.responded_at,
        commandStatus: row.command_status,
      });
      const expired = now - row.created_at > OPEN_FOR_MS;
      if (events.length === 0 && !done && !expired) continue;
      await db.transaction().execute(async (trx) => {
        const jobs = new JobRepository(trx);
        for (const event of events) {
          const payload: DlrUrlPayload = {
            url: fillDlrUrl(row.dlr_url, {
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
            }),
          };
          await jobs.enqueue({ name: DLR_URL_JOB, payload, runAt: now, maxAttempts: 12 }, now);
        }
        const reported = events.reduce((bits, event) => bits | event.type, row.reported);
        await trx
          .updateTable('sendsms_reports')
          .set({ reported, open: done || expired ? 0 : 1 })
          .where('id', '=', row.id)
          .execute();
      });
      queued += events.length;
    }
    if (queued > 0) this.options.onQueued();
  }
}
