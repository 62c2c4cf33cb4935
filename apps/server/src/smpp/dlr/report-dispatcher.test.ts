import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type {
  DueReport,
  EsmeMessagesRepository,
  SentReport,
} from '../../modules/esme-messages/repository.js';
import type { BindRegistry, BoundSession } from '../smpp-server/bind-registry.js';
import { ReportDispatcher } from './report-dispatcher.js';

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
    ...fields,
  };
}

/** Reports 1..count due (or those given); those marked sent are due no more. */
function reportsDue(count: number, given?: DueReport[]) {
  const due = given ?? Array.from({ length: count }, (_, index) => dueReport(index + 1));
  const fetches: number[] = [];
  const marked: SentReport[] = [];
  const messages = {
    dueReports: (_clientId: number, _now: number, limit: number) => {
      const batch = due.filter((report) => !marked.some((m) => m.partId === report.part_id));
      fetches.push(Math.min(limit, batch.length));
      return Promise.resolve(batch.slice(0, limit));
    },
    markReportsSent: (reports: readonly SentReport[]) => {
      marked.push(...reports);
      return Promise.resolve();
    },
    expireReports: () => Promise.resolve(0),
  } as unknown as EsmeMessagesRepository;
  return { messages, fetches, marked };
}

/** One bound receiver whose ESME answers every deliver_sm with `commandStatus`. */
function receiver(commandStatus: number) {
  const delivered: string[] = [];
  const session = {
    request: (pdu: { short_message: Buffer }) => {
      delivered.push(pdu.short_message.toString('latin1'));
      return Promise.resolve({ commandStatus });
    },
  };
  const entry = { clientId: CLIENT_ID, session, sent: 0 } as unknown as BoundSession;
  const registry = {
    clientsWithReceivers: () => [CLIENT_ID],
    receivers: () => [entry],
  } as unknown as BindRegistry;
  return { registry, delivered };
}

function dispatcher(messages: EsmeMessagesRepository, registry: BindRegistry) {
  return new ReportDispatcher({
    messages,
    registry,
    clock: () => 1_000,
    log: pino({ level: 'silent' }),
    batch: 10,
  });
}

describe('ReportDispatcher', () => {
  it('sends every due report in one round, batch after batch, not one batch a poll', async () => {
    const { messages, fetches, marked } = reportsDue(25);
    const { registry, delivered } = receiver(0);
    await dispatcher(messages, registry).poll();
    expect(delivered).toHaveLength(25);
    expect(marked.map((report) => report.partId)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(fetches).toEqual([10, 10, 5]);
  });

  it('ends the round when the ESME refuses a whole batch, and keeps those reports due', async () => {
    const { messages, fetches, marked } = reportsDue(25);
    const { registry, delivered } = receiver(0x45);
    await dispatcher(messages, registry).poll();
    expect(delivered).toHaveLength(10);
    expect(marked).toEqual([]);
    expect(fetches).toEqual([10]);
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
    const { registry, delivered } = receiver(0);
    await dispatcher(messages, registry).poll();
    expect(delivered.map((text) => text.slice(text.indexOf('text:')))).toEqual([
      'text:Part one of a long m',
      'text:Part two of it.',
    ]);
  });
});
