import type { LatencyPercentiles, LoadTestSummary } from '@routelab/shared';
import { commandStatusName } from '@routelab/smpp';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';

/** One test's parts summed up: its span in time and its outcomes. */
export interface PartTotals {
  parts: number;
  /** Parts written and answered (submit_sm_resp or generic_nack). */
  answered: number;
  delivered: number;
  notDelivered: number;
  failed: number;
  firstSubmit: number | null;
  /** The last answer of a part that was written. */
  lastAnswer: number | null;
  lastReceipt: number | null;
}

/** One part as the export writes it. */
export interface ExportedPart {
  part_id: number;
  message_id: number;
  destination_addr: string;
  seq: number;
  status: string;
  command_status: number | null;
  submitted_at: number | null;
  responded_at: number | null;
  done_at: number | null;
}

export type LatencyEnd = 'responded_at' | 'done_at';

/** Nearest-rank percentiles: the value at rank ceil(p·n/100), in integer arithmetic. */
const PERCENTS = [50, 95, 99] as const;
const nearestRank = (percent: number, n: number) => Math.ceil((percent * n) / 100);

/** Parts read per query by the export: a big test streams in chunks, never at once. */
const EXPORT_CHUNK = 500;

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** SQL over a load test's stored parts: what its summary, its list row and its export show. */
export class LoadTestFigures {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  /** Totals of each of these tests of the user, by test id (tests without parts are absent). */
  async totals(userId: number, ids: readonly string[]): Promise<Map<string, PartTotals>> {
    if (ids.length === 0) return new Map();
    const count = (condition: ReturnType<typeof sql<boolean>>) =>
      sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
    const rows = await this.reads.rows(
      this.parts(userId)
        .where('m.load_test_id', 'in', ids)
        .groupBy('m.load_test_id')
        .select((eb) => [
          'm.load_test_id',
          eb.fn.countAll<number | string>().as('parts'),
          count(sql`p.submitted_at is not null and p.responded_at is not null`).as('answered'),
          count(sql`p.status = 'delivered'`).as('delivered'),
          count(sql`p.done_at is not null and p.status not in ('delivered', 'failed')`).as(
            'not_delivered',
          ),
          count(sql`p.status = 'failed'`).as('failed'),
          eb.fn.min('p.submitted_at').as('first_submit'),
          sql<
            number | string | null
          >`max(case when p.submitted_at is not null then p.responded_at end)`.as('last_answer'),
          eb.fn.max('p.done_at').as('last_receipt'),
        ]),
    );
    return new Map(
      rows.map((row) => [
        row.load_test_id!,
        {
          parts: Number(row.parts),
          answered: Number(row.answered),
          delivered: Number(row.delivered),
          notDelivered: Number(row.not_delivered),
          failed: Number(row.failed),
          firstSubmit: numberOrNull(row.first_submit),
          lastAnswer: numberOrNull(row.last_answer),
          lastReceipt: numberOrNull(row.last_receipt),
        },
      ]),
    );
  }

  /**
   * p50 / p95 / p99 of `end` − submitted_at over the test's parts that have both, exact: the
   * database ranks the latencies and sends back only the three ranks asked for.
   */
  async percentiles(userId: number, id: string, end: LatencyEnd): Promise<LatencyPercentiles> {
    const latencies = this.parts(userId)
      .where('m.load_test_id', '=', id)
      .where('p.submitted_at', 'is not', null)
      .where(`p.${end}`, 'is not', null)
      .select(sql<number | string>`${sql.ref(`p.${end}`)} - p.submitted_at`.as('latency'));
    const ranked = this.db
      .selectFrom(latencies.as('l'))
      .select([
        'l.latency',
        sql<number | string>`row_number() over (order by l.latency)`.as('rn'),
        sql<number | string>`count(*) over ()`.as('n'),
      ]);
    // ceil(p·n/100) as (p·n + 99) / 100: integer division in both dialects.
    const ranks = PERCENTS.map((percent) => sql`(${sql.lit(percent)} * r.n + 99) / 100`);
    const rows = await this.reads.rows(
      this.db
        .selectFrom(ranked.as('r'))
        .select(['r.latency', 'r.rn', 'r.n'])
        .where(sql<boolean>`r.rn in (${sql.join(ranks)})`),
    );
    const n = rows.length > 0 ? Number(rows[0]!.n) : 0;
    const at = (percent: number) => {
      const row = rows.find((candidate) => Number(candidate.rn) === nearestRank(percent, n));
      return row ? Number(row.latency) : null;
    };
    return { p50: at(50), p95: at(95), p99: at(99), samples: n };
  }

  /** The test's failed parts by command_status (null: never sent), most first. */
  async failures(userId: number, id: string): Promise<LoadTestSummary['failures']> {
    const rows = await this.reads.rows(
      this.parts(userId)
        .where('m.load_test_id', '=', id)
        .where('p.status', '=', 'failed')
        .groupBy('p.command_status')
        .select((eb) => ['p.command_status', eb.fn.countAll<number | string>().as('count')])
        .orderBy('count', 'desc')
        .orderBy('p.command_status'),
    );
    return rows.map(({ command_status: status, count }) => ({
      command_status: status,
      command_status_name: status === null ? null : commandStatusName(status),
      count: Number(count),
    }));
  }

  /** Every part of the test in part order, a chunk at a time. */
  async *exported(userId: number, id: string): AsyncGenerator<ExportedPart> {
    let after = 0;
    for (;;) {
      const rows = await this.reads.rows(
        this.parts(userId)
          .where('m.load_test_id', '=', id)
          .where('p.id', '>', after)
          .select([
            'p.id as part_id',
            'm.id as message_id',
            'm.destination_addr',
            'p.seq',
            'p.status',
            'p.command_status',
            'p.submitted_at',
            'p.responded_at',
            'p.done_at',
          ])
          .orderBy('p.id')
          .limit(EXPORT_CHUNK),
      );
      yield* rows;
      if (rows.length < EXPORT_CHUNK) return;
      after = rows[rows.length - 1]!.part_id;
    }
  }

  private parts(userId: number) {
    return this.db
      .selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .where('m.user_id', '=', userId);
  }
}
