import { dlrPolicySchema } from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import type { DueReport, ReportStore, RetriedReport, SentReport } from '../ports/report-store.js';
import { BindRegistry, type BoundSession } from '../smpp-server/bind-registry.js';
import { REPORT_BACKOFF, ReportDispatcher } from './report-dispatcher.js';

const CLIENT_ID = 4;

function dueReport(partId: number, fields: Partial<DueReport> = {}): DueReport {
  return {
    part_id: partId,
    esme_message_id: partId,
    message_id: String(partId),
    report_status: 'delivered',
    report_error: 0,
    submitted_at: 0,
    text: 'hi',
    parts: 1,
    source_addr: 'Shop',
    source_addr_ton: 5,
    source_addr_npi: 0,
    destination_addr: '4915100000001',
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    data_coding: 0,
    part_hex: Buffer.from('hi').toString('hex'),
    part_esm_class: 0,
    session_id: null,
    report_attempts: 0,
    report_expires_at: Number.MAX_SAFE_INTEGER,
    report_done_at: null,
    ...fields,
  };
}

/** A unit of work that applies what the fake store added to it once it commits. */
class FakeWork {
  readonly postgres = false;
  readonly onCommit: (() => void)[] = [];
  sentReports = 0;
  run(): void {}
  query(): void {}
  insert(): never {
    throw new Error('nothing is inserted here');
  }
}

/** Transactions that commit fake units, failing those `fails` says (a deadlock, say). */
function fakeTransactions(fails: (work: FakeWork) => boolean = () => false): Transactions {
  return {
    ordered: true,
    write: async (build: (work: Work) => unknown) => {
      const work = new FakeWork();
      const result = await build(work as unknown as Work);
      if (fails(work)) throw new Error('deadlock detected');
      for (const apply of work.onCommit) apply();
      return result;
    },
  } as unknown as Transactions;
}

/**
 * Reports 1..count due at 0 (or those given), kept as the store keeps them once committed: those
 * marked sent are due no more, those retried are due again at their new time (or never).
 */
function reportsDue(count: number, given?: DueReport[]) {
  const due = new Map(
    (given ?? Array.from({ length: count }, (_, index) => dueReport(index + 1))).map((report) => [
      report.part_id,
      { report, dueAt: 0 as number | null },
    ]),
  );
  const fetches: number[] = [];
  const marked: SentReport[] = [];
  const retried: RetriedReport[] = [];
  const messages = {
    dueReports: (_clientId: number, now: number, limit: number) => {
      const batch = [...due.values()]
        .filter((entry) => entry.dueAt !== null && entry.dueAt <= now)
        .map((entry) => entry.report);
      fetches.push(Math.min(limit, batch.length));
      return Promise.resolve(batch.slice(0, limit));
    },
    addSent: (work: Work, reports: readonly SentReport[]) => {
      const fake = work as unknown as FakeWork;
      fake.sentReports += reports.length;
      fake.onCommit.push(() => {
        marked.push(...reports);
        for (const report of reports) due.delete(report.partId);
      });
    },
    addRetried: (work: Work, reports: readonly RetriedReport[]) => {
      (work as unknown as FakeWork).onCommit.push(() => {
        retried.push(...reports);
        for (const report of reports) {
          const entry = due.get(report.partId);
          if (!entry) continue;
          entry.dueAt = report.dueAt;
          entry.report = { ...entry.report, report_attempts: report.attempts };
        }
      });
    },
    nextReportDue: () => {
      const times = [...due.values()].flatMap((entry) =>
        entry.dueAt === null ? [] : [entry.dueAt],
      );
      return Promise.resolve(times.length === 0 ? null : Math.min(...times));
    },
  } satisfies ReportStore;
  return { messages, fetches, marked, retried };
}

/**
 * A session whose ESME answers every deliver_sm with `commandStatus` (or that is closed by the
 * time it would), and keeps what it got.
 */
function fakeSession(commandStatus: number | 'closed', state = 'BOUND_TRX') {
  const delivered: { text: string; tlvs: unknown[] }[] = [];
  const session = {
    state,
    encrypted: false,
    closedPromise: () => new Promise(() => undefined),
    request: (pdu: { short_message: Buffer; tlvs: unknown[] }) => {
      delivered.push({ text: pdu.short_message.toString('latin1'), tlvs: pdu.tlvs });
      return commandStatus === 'closed'
        ? Promise.reject(new Error('closed'))
        : Promise.resolve({ commandStatus });
    },
  };
  return { session, delivered };
}

/** One bound receiver whose ESME answers every deliver_sm with `commandStatus`. */
function receiver(commandStatus: number | 'closed') {
  const { session, delivered } = fakeSession(commandStatus);
  const entry = {
    id: 'only',
    clientId: CLIENT_ID,
    session,
    interfaceVersion: 0x34,
    sent: 0,
  } as unknown as BoundSession;
  const registry = {
    clientsWithReceivers: () => [CLIENT_ID],
    receivers: () => [entry],
  } as unknown as BindRegistry;
  return { registry, sent: delivered };
}

function dispatcher(
  messages: ReportStore,
  registry: BindRegistry,
  clock = () => 1_000,
  answered = () => Promise.resolve(),
  transactions = fakeTransactions(),
) {
  return new ReportDispatcher({
    reports: messages,
    transactions,
    registry,
    answered,
    clock,
    log: pino({ level: 'silent' }),
    batch: 10,
  });
}

describe('ReportDispatcher', () => {
  it('sends no receipt before the submits being stored have been answered', async () => {
    const { messages, marked } = reportsDue(2);
    const { registry, sent } = receiver(0);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const round = dispatcher(
      messages,
      registry,
      () => 1_000,
      () => answered,
    ).poll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(0);
    answer();
    await round;
    expect(sent).toHaveLength(2);
    expect(marked).toHaveLength(2);
  });

  it('sends every due report in one round, batch after batch, not one batch a poll', async () => {
    const { messages, fetches, marked } = reportsDue(25);
    const { registry, sent } = receiver(0);
    await dispatcher(messages, registry).poll();
    expect(sent).toHaveLength(25);
    expect(marked.map((report) => report.partId)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(fetches).toEqual([10, 10, 5]);
  });

  it("quotes each part's own text in its receipt, without the UDH", async () => {
    const udh = (seq: number) => Buffer.from([5, 0, 3, 0xaa, 2, seq]);
    const part = (seq: number, text: string) =>
      dueReport(seq, {
        parts: 2,
        text: 'Part one of a long message. Part two of it.',
        part_esm_class: 0x40,
        part_hex: Buffer.concat([udh(seq), Buffer.from(text)]).toString('hex'),
      });
    const { messages } = reportsDue(0, [
      part(1, 'Part one of a long message. '),
      part(2, 'Part two of it.'),
    ]);
    const { registry, sent } = receiver(0);
    await dispatcher(messages, registry).poll();
    expect(sent.map(({ text }) => text.slice(text.indexOf('text:')))).toEqual([
      'text:Part one of a long m',
      'text:Part two of it.',
    ]);
  });

  it('names when the outcome happened as the done date, and the send time when it has none', async () => {
    const submitted = Date.UTC(2026, 11, 2, 9, 0);
    const { messages } = reportsDue(0, [
      dueReport(1, { submitted_at: submitted, report_done_at: Date.UTC(2026, 11, 2, 9, 5) }),
      dueReport(2, { submitted_at: submitted }),
    ]);
    const { registry, sent } = receiver(0);
    // The receipts go out an hour after the first outcome (the ESME was not bound before).
    await dispatcher(messages, registry, () => Date.UTC(2026, 11, 2, 10, 5)).poll();
    expect(sent.map(({ text }) => /done date:(\d{10})/.exec(text)?.[1])).toEqual([
      '2612020905',
      '2612021005',
    ]);
  });

  it('backs a refused receipt off, doubling the wait, and gives it up after the last attempt', async () => {
    const { messages, retried, marked } = reportsDue(1);
    const { registry, sent } = receiver(CommandStatus.ESME_RSYSERR);
    let now = 1_000;
    const reports = dispatcher(messages, registry, () => now);
    // Twenty minutes of polls every 200 ms: 6,000 rounds.
    for (; now < 1_000 + 20 * 60_000; now += 200) await reports.poll();
    expect(sent).toHaveLength(REPORT_BACKOFF.maxAttempts);
    expect(marked).toEqual([]);
    // Each try came once its wait was over: 1 s, 2 s, 4 s … after the one before.
    const tries = [1_000, ...retried.slice(0, -1).map((report) => report.dueAt)];
    expect(tries.slice(1).map((at, index) => (at ?? 0) - (tries[index] ?? 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000,
    ]);
    expect(retried.at(-1)).toMatchObject({
      attempts: REPORT_BACKOFF.maxAttempts,
      refusedStatus: CommandStatus.ESME_RSYSERR,
      dueAt: null,
      failedAt: expect.any(Number),
    });
  });

  it('ends the round when the ESME refuses a whole batch, and tries those reports again later', async () => {
    const { messages, fetches, marked, retried } = reportsDue(25);
    const { registry, sent } = receiver(0x45);
    await dispatcher(messages, registry).poll();
    // The refused batch is due later, so the next batch follows; none is sent twice.
    expect(sent).toHaveLength(25);
    expect(marked).toEqual([]);
    expect(fetches).toEqual([10, 10, 5]);
    expect(retried.every((report) => report.dueAt === 2_000 && report.attempts === 1)).toBe(true);
  });

  it('counts a closed session as no refusal, but waits before sending that report again', async () => {
    const { messages, retried } = reportsDue(1);
    const { registry } = receiver('closed');
    await dispatcher(messages, registry).poll();
    expect(retried).toEqual([
      { partId: 1, attempts: 0, refusedStatus: null, dueAt: 2_000, failedAt: null },
    ]);
  });
});

describe('ReportDispatcher when storing fails', () => {
  /** Reports whose storing as sent fails the first `failures` times (a deadlock, say). */
  function failingStore(failures: number) {
    const due = reportsDue(2);
    let left = failures;
    const transactions = fakeTransactions((work) => {
      if (work.sentReports === 0 || left === 0) return false;
      left -= 1;
      return true;
    });
    return { ...due, transactions };
  }

  it('stores the outcomes again after a failed transaction, sending each receipt once', async () => {
    const { messages, marked, transactions } = failingStore(1);
    const { registry, sent } = receiver(0);
    await dispatcher(messages, registry, undefined, undefined, transactions).poll();
    expect(sent).toHaveLength(2);
    expect(marked.map((report) => report.partId)).toEqual([1, 2]);
  });

  it('sends reports it could not store again on the next round, not never', async () => {
    const { messages, marked, transactions } = failingStore(4);
    const { registry, sent } = receiver(0);
    const reports = dispatcher(messages, registry, undefined, undefined, transactions);
    await reports.poll();
    expect(marked).toEqual([]);
    await reports.poll();
    expect(sent).toHaveLength(4);
    expect(marked.map((report) => report.partId)).toEqual([1, 2]);
  });
});

describe('ReportDispatcher with several sessions of an account', () => {
  /** A registry with sessions A (trx), B (trx) and T (transmitter) of one account. */
  function sessions() {
    const registry = new BindRegistry();
    registry.setAccount({
      clientId: CLIENT_ID,
      userId: 1,
      throughputLimit: 0,
      routing: undefined,
      policy: dlrPolicySchema.parse({ mode: 'off' }),
    });
    const add = (id: string, state: string, interfaceVersion = 0x34) => {
      const fake = fakeSession(0, state);
      const bindType = state === 'BOUND_TX' ? 'transmitter' : 'transceiver';
      registry.add(
        id,
        CLIENT_ID,
        fake.session as unknown as BoundSession['session'],
        { bindType, interfaceVersion, systemId: 'shop1' },
        0,
      );
      return fake.delivered;
    };
    return { registry, a: add('A', 'BOUND_TRX'), b: add('B', 'BOUND_TRX'), add };
  }

  it('sends each receipt on the session that submitted the part while it can receive', async () => {
    const { registry, a, b, add } = sessions();
    const t = add('T', 'BOUND_TX');
    const { messages } = reportsDue(0, [
      dueReport(1, { session_id: 'B' }),
      dueReport(2, { session_id: 'B' }),
      dueReport(3, { session_id: 'A' }),
      dueReport(4, { session_id: 'B' }),
      // Submitted on a transmitter (it cannot take deliver_sm) and on a session now gone.
      dueReport(5, { session_id: 'T' }),
      dueReport(6, { session_id: 'gone' }),
    ]);
    await dispatcher(messages, registry).poll();
    const ids = (delivered: { text: string }[]) =>
      delivered.map(({ text }) => text.slice(3, text.indexOf(' ')));
    expect(ids(b).slice(0, 3)).toEqual(['1', '2', '4']);
    expect(ids(a)).toContain('3');
    expect(t).toEqual([]);
    // The others go round the receivers.
    expect([...ids(a), ...ids(b)].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('sends SMPP 3.3 binds receipts without TLVs', async () => {
    const { registry, a, add } = sessions();
    const old = add('V33', 'BOUND_TRX', 0x33);
    const { messages } = reportsDue(0, [
      dueReport(1, { session_id: 'V33' }),
      dueReport(2, { session_id: 'A' }),
    ]);
    await dispatcher(messages, registry).poll();
    expect(old.map((pdu) => pdu.tlvs)).toEqual([[]]);
    expect(a[0]?.tlvs).toHaveLength(2);
  });
});
