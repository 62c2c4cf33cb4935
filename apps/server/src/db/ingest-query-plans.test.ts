import SqliteDatabase from 'better-sqlite3';
import { messageListQuerySchema, type MessageListQuery } from '@routelab/shared';
import { Kysely, SqliteDialect } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esmeMessageRow, esmePartRow } from '../../test/support/esme-rows.js';
import { seedAccount, seedUser } from '../../test/support/seed-accounts.js';
import { EsmeIngestStore } from '../modules/esme-messages/ingest-store.js';
import { EsmeMessageReads } from '../modules/esme-messages/message-reads.js';
import { EsmeOperationsStore } from '../modules/esme-messages/operations-store.js';
import { EsmeReportStore } from '../modules/esme-messages/report-store.js';
import type { PartReplacement } from '../smpp/ports/esme-message-store.js';
import type { IngestBatch } from '../smpp/ports/ingest-store.js';
import type { RetriedReport, SentReport } from '../smpp/ports/report-store.js';
import { unmatchedReceipts } from '../modules/gateways/analytics-queries.js';
import { UnmatchedReceiptStatements } from '../modules/gateways/unmatched-receipt-marks.js';
import { LongReads } from './long-reads.js';
import { Transactions } from './transactions.js';
import { PduLogRepository, type PduLogCriteria } from '../modules/logs/repository.js';
import { UsersRepository } from '../modules/users/repository.js';
import { UnmatchedReceipts } from '../smpp/gateway-manager/unmatched-receipts.js';
import type { Db } from './database.js';
import { reserveIdBlock } from './id-blocks.js';
import { migrateToLatest } from './migrate.js';
import type { Database, EsmeMessagePartRow } from './schema.js';

/**
 * Every query on the tables each received message writes a row to (esme_messages,
 * esme_message_parts, pdu_logs) keeps to an index, and names the indexes it relies on: these
 * tables grow by millions of rows, and each of their indexes is paid for on every message
 * received, so one is narrowed or dropped only when every query here still finds its rows by
 * another. The plans are SQLite's on a migrated database without statistics, as the server's are
 * (it never runs ANALYZE); the SQL is the repositories' own, captured as it runs.
 */

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

const NOW = 1_800_000_000_000;
const SUBMIT_SM_RESP = 0x80000004;

let raw: SqliteDatabase.Database;
let db: Db;
let captured: Statement[] | undefined;
let userId: number;
let clientId: number;

beforeAll(async () => {
  raw = new SqliteDatabase(':memory:');
  raw.pragma('foreign_keys = ON');
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event) => {
      captured?.push(event.query);
    },
  });
  await migrateToLatest(db);
  userId = await seedUser(db, 'plans@example.com', 'x');
  clientId = await seedAccount(db, { userId, systemId: 'plans', passwordHash: 'x', maxBinds: 1 });
  // Rows that make the code paths which return early on nothing to do run their statements.
  await db
    .insertInto('esme_messages')
    .values(esmeMessageRow(1, userId, clientId))
    .execute();
  const due = { report_due_at: NOW - 10, report_expires_at: NOW + 1_000, outcome_at: NOW - 10 };
  await db
    .insertInto('esme_message_parts')
    .values(esmePartRow(1, 1, clientId, { ...due, report_status: 'delivered' }))
    .execute();
  await db
    .insertInto('pdu_logs')
    .values({
      side: 'esme',
      user_id: userId,
      connection_id: clientId,
      session_id: 's1',
      direction: 'out',
      command_id: SUBMIT_SM_RESP,
      command_status: 0,
      sequence_number: 1,
      message_id: '1',
      length: 17,
      raw: Buffer.alloc(17),
      created_at: NOW - 10,
    })
    .execute();
});

afterAll(async () => {
  await db.destroy();
});

const INGEST_TABLES = /\b(esme_messages|esme_message_parts|pdu_logs)\b/;

/** The statements on the ingest tables that `run` issued, each with SQLite's plan. */
async function plansOf(run: () => Promise<unknown>): Promise<{ sql: string; plan: string[] }[]> {
  const statements: Statement[] = [];
  captured = statements;
  try {
    await run();
  } finally {
    captured = undefined;
  }
  return statements
    .filter(({ sql }) => INGEST_TABLES.test(sql) && !/^\s*insert\b/i.test(sql))
    .map(({ sql, parameters }) => ({
      sql,
      plan: raw
        .prepare<unknown[], { detail: string }>(`explain query plan ${sql}`)
        .all(...parameters)
        .map((row) => row.detail),
    }));
}

interface PlanCase {
  name: string;
  run: () => Promise<unknown>;
  /** The indexes it relies on: each appears in its plans. */
  uses: string[];
  /** Whole scans of a partial index that hold only rows the query is after. */
  scans?: string[];
  /** Whether it sorts (few rows, or by a column no index has); the others read in index order. */
  sorts?: boolean;
}

/** The received messages' reads and writes, each write in a transaction of its own. */
const messages = () => {
  const transactions = new Transactions(db, undefined);
  const reads = new EsmeMessageReads(db, new LongReads(undefined));
  const operations = new EsmeOperationsStore(db);
  const reports = new EsmeReportStore(db);
  const ingest = new EsmeIngestStore(db);
  const write = (build: Parameters<Transactions['write']>[0]) => transactions.write(build);
  return {
    list: reads.list.bind(reads),
    findForUser: reads.findForUser.bind(reads),
    partsOf: reads.partsOf.bind(reads),
    partsByMessageId: operations.partsByMessageId.bind(operations),
    openPartsByAddress: operations.openPartsByAddress.bind(operations),
    dueReports: reports.dueReports.bind(reports),
    expireReports: reports.expireReports.bind(reports),
    writeBatch: (batch: IngestBatch) => write((work) => ingest.addBatch(work, batch)),
    markReportsSent: (sent: SentReport[]) => write((work) => reports.addSent(work, sent)),
    markReportsRetried: (retried: RetriedReport[]) =>
      write((work) => reports.addRetried(work, retried)),
    settleOutcomes: async (now: number) => {
      await reports.dueCounts(now);
      await write((work) => reports.addSettle(work, now));
    },
    replacePart: (part: EsmeMessagePartRow, changes: PartReplacement) =>
      write((work) => operations.addReplace(work, part, changes)),
    cancelParts: (parts: EsmeMessagePartRow[], now: number) =>
      write((work) => operations.addCancel(work, parts, now)),
  };
};
const logs = () => new PduLogRepository(db, new LongReads(undefined));
const list = (query: Partial<MessageListQuery>) =>
  messages().list(userId, messageListQuerySchema.parse({ page: 3, page_size: 25, ...query }));
const logList = (criteria: Partial<PduLogCriteria>) =>
  logs().list({ userId, side: 'esme', ...criteria }, 50, 25);

const CASES: PlanCase[] = [
  // The console's list of received messages, with each filter and ordering.
  { name: 'messages list', run: () => list({}), uses: ['esme_messages_user_created'] },
  { name: 'messages list of one account', run: () => list({ client: clientId }), uses: [] },
  {
    name: 'messages list by status, searched',
    run: () => list({ status: 'delivered', search: '49151' }),
    uses: ['esme_messages_user_created'],
  },
  {
    name: 'messages list between dates',
    run: () => list({ date_from: '2026-01-01T00:00:00Z', date_to: '2026-02-01T00:00:00Z' }),
    uses: ['esme_messages_user_created'],
  },
  {
    name: 'messages list by destination',
    run: () => list({ ordering: '-destination_addr' }),
    uses: ['esme_messages_user_created'],
    sorts: true,
  },
  { name: 'message of a user', run: () => messages().findForUser(userId, 1), uses: [] },
  {
    name: 'parts of a message',
    run: () => messages().partsOf(1),
    uses: ['esme_message_parts_message'],
  },
  { name: 'parts by message id', run: () => messages().partsByMessageId(clientId, '1'), uses: [] },
  {
    name: 'open parts by address (cancel_sm)',
    run: () => messages().openPartsByAddress(clientId, 'Batch', '4915100000001'),
    uses: ['esme_messages_client_id', 'esme_message_parts_message'],
  },
  {
    name: 'received batch with a replacement (replace_if_present_flag)',
    run: () =>
      messages().writeBatch({
        messages: [],
        parts: [],
        progress: [{ id: 1, parts_received: 1 }],
        replacements: [
          {
            clientId,
            sourceAddr: 'Batch',
            destinationAddr: '4915100000001',
            serviceType: '',
            byMessage: 2,
            at: NOW,
          },
        ],
      }),
    uses: ['esme_messages_client_id', 'esme_message_parts_message'],
  },
  { name: 'id blocks', run: () => reserveIdBlock(db, 'esme_message_parts', 100), uses: [] },
  {
    name: 'due reports',
    run: () => messages().dueReports(clientId, NOW, 200),
    uses: ['esme_message_parts_report_due'],
  },
  {
    name: 'sent reports',
    run: () =>
      messages().markReportsSent([
        { partId: 1, messageRowId: 1, status: 'delivered', dlrText: 'x', doneAt: NOW },
      ]),
    uses: ['esme_message_parts_message'],
    sorts: true,
  },
  {
    name: 'retried reports',
    run: () =>
      messages().markReportsRetried([
        { partId: 1, attempts: 1, refusedStatus: null, dueAt: NOW - 5, failedAt: null },
      ]),
    uses: [],
  },
  {
    name: 'expired reports',
    run: () => messages().expireReports(NOW),
    uses: ['esme_message_parts_report_due'],
    scans: ['esme_message_parts_report_due'],
  },
  {
    name: 'due outcomes',
    run: async () => {
      await db
        .insertInto('esme_messages')
        .values(esmeMessageRow(3, userId, clientId))
        .execute();
      const due = esmePartRow(3, 3, clientId, { outcome_at: NOW - 10, report_status: 'delivered' });
      await db.insertInto('esme_message_parts').values(due).execute();
      await messages().settleOutcomes(NOW);
    },
    uses: ['esme_message_parts_outcome_due', 'esme_message_parts_message'],
    sorts: true,
  },
  {
    name: 'cancelled and replaced parts',
    run: async () => {
      const [part] = await messages().partsOf(1);
      await messages().replacePart(part!, {
        short_message_hex: '00',
        registered_delivery: 1,
        text: 'x',
      });
      await messages().cancelParts([part!], NOW);
    },
    uses: ['esme_message_parts_message'],
  },
  // The PDU log of either side, with each filter; its download; one message's PDUs.
  ...(['esme', 'smsc'] as const).map((side) => ({
    name: `${side} PDU log list`,
    run: () => logs().list({ userId, side }, 50, 25),
    uses: ['pdu_logs_user_side'],
  })),
  {
    name: 'PDU log list by account, command, status, direction, dates and sequence',
    run: () =>
      logList({
        connectionId: clientId,
        commandId: SUBMIT_SM_RESP,
        commandStatus: 0,
        direction: 'out',
        from: NOW - 1_000,
        to: NOW,
        sequenceNumber: 1,
      }),
    uses: ['pdu_logs_user_side'],
  },
  {
    name: 'PDU log list by message id',
    run: () => logList({ messageId: 'AB12' }),
    uses: ['pdu_logs_message_id'],
    sorts: true,
  },
  {
    name: 'PDU log download',
    run: async () => {
      for await (const row of logs().stream({ userId, side: 'esme', connectionId: clientId })) {
        void row;
      }
    },
    uses: ['pdu_logs_user_side'],
  },
  { name: 'PDU log row', run: () => logs().findById({ userId, side: 'esme' }, 1), uses: [] },
  {
    name: "a received message's PDUs",
    run: () => logs().forReceivedMessage(userId, clientId, ['1']),
    uses: ['pdu_logs_message_id', 'pdu_logs_user_side'],
  },
  {
    name: "a sent message's PDUs",
    run: () =>
      logs().forMessage(userId, {
        connectionId: 3,
        messageIds: ['ab12'],
        exchanges: [{ sessionId: 's1', sequenceNumber: 1, commandIds: [4, SUBMIT_SM_RESP] }],
      }),
    uses: ['pdu_logs_smsc_exchange', 'pdu_logs_message_id'],
    sorts: true,
  },
  {
    name: 'unmatched receipts marked in the log',
    run: async () => {
      const receipts = new UnmatchedReceipts(
        new Transactions(db, undefined),
        new UnmatchedReceiptStatements(),
        { flush: async () => {} },
        pino({ level: 'silent' }),
      );
      for (const sequenceNumber of [5, 6]) {
        receipts.add({
          gatewayId: 3,
          id: 'ab12',
          status: 'delivered',
          text: 'id:ab12 stat:DELIVRD',
          at: NOW,
          sessionId: 's2',
          sequenceNumber,
        });
      }
      await receipts.flush();
    },
    uses: ['pdu_logs_smsc_exchange'],
  },
  {
    name: "a gateway's unmatched receipts over a period (its analytics)",
    run: () => unmatchedReceipts(db, 3, { from: NOW - 3_600_000, to: NOW, size: 300_000 }),
    uses: ['pdu_logs_unmatched_receipts'],
  },
  { name: 'PDU log retention', run: () => logs().purgeBefore(NOW), uses: [] },
  {
    name: "a deleted user's PDU log",
    run: () => {
      const users = new UsersRepository(db, new LongReads(undefined));
      return new Transactions(db, undefined).write((work) => users.addDelete(work, userId + 1));
    },
    uses: ['pdu_logs_user_side'],
  },
  // What a deleted account's cascade runs (EXPLAIN shows no plan for foreign key actions).
  {
    name: "a deleted account's messages",
    run: () =>
      db
        .deleteFrom('esme_messages')
        .where('client_id', '=', clientId + 1)
        .execute(),
    uses: ['esme_messages_client_id', 'esme_message_parts_message'],
  },
];

describe('query plans on the tables every received message writes to', () => {
  it.each(CASES)('$name: by index', async ({ run, uses, scans = [], sorts = false }) => {
    const plans = await plansOf(run);
    expect(plans.length).toBeGreaterThan(0);
    const lines = plans.flatMap(({ sql, plan }) => plan.map((line) => ({ line, sql })));
    const indexOf = (line: string) => /USING (?:COVERING )?INDEX (\w+)/.exec(line)?.[1];
    const scanned = lines.filter(
      ({ line }) => line.startsWith('SCAN ') && !scans.includes(indexOf(line) ?? ''),
    );
    expect(scanned).toEqual([]);
    const used = new Set(lines.map(({ line }) => indexOf(line)));
    expect(uses.filter((index) => !used.has(index))).toEqual([]);
    if (!sorts) expect(lines.filter(({ line }) => line.includes('TEMP B-TREE'))).toEqual([]);
  });
});
