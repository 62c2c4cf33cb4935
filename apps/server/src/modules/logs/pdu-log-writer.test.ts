import { createPdu, encodePdu, readHeader } from '@routelab/smpp';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../bus/event-bus.js';
import type { PduLogBatch } from './pdu-log-batch.js';
import { PduLogWriter, type PduLogWriterOptions } from './pdu-log-writer.js';
import type { PduLogStore } from './pdu-log-store.js';

const target = { side: 'esme' as const, userId: 7, connectionId: 3, sessionId: 'session-1' };

/** A store whose writes finish when the test says so. */
function heldStore() {
  const writes: { sequenceNumbers: number[]; finish: () => void }[] = [];
  let nextId = 1;
  const store = {
    insertBatch(batch: PduLogBatch): Promise<number[]> {
      return new Promise((resolve) => {
        const ids = Array.from({ length: batch.size }, () => nextId++);
        writes.push({
          sequenceNumbers: batch.rows().map((row) => row.sequence_number),
          finish: () => resolve(ids),
        });
      });
    },
  } satisfies Pick<PduLogStore, 'insertBatch'>;
  return { store, writes };
}

/** A writer on a held repository, and a way to record one submit_sm by its sequence number. */
function heldWriter(options: PduLogWriterOptions) {
  const { store, writes } = heldStore();
  const bus = new EventBus();
  const writer = new PduLogWriter(store, bus, () => 0, pino({ level: 'silent' }), options);
  const record = (sequenceNumber: number, by = target) => {
    const frame = encodePdu(
      createPdu('submit_sm', { destination_addr: '4915100000001', sequenceNumber }),
    );
    writer.record(by, 'in', frame, readHeader(frame));
  };
  return { writer, writes, record, bus };
}

describe('PduLogWriter', () => {
  it('writes the batches that queued up during a write together, in order', async () => {
    const { writer, writes, record } = heldWriter({ batchSize: 2 });
    record(1);
    record(2);
    await new Promise((resolve) => setImmediate(resolve));
    for (let sequence = 3; sequence <= 8; sequence++) record(sequence);
    expect(writes.map((write) => write.sequenceNumbers)).toEqual([[1, 2]]);
    writes[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.map((write) => write.sequenceNumbers)).toEqual([
      [1, 2],
      [3, 4, 5, 6, 7, 8],
    ]);
    writes[1]!.finish();
    await writer.flush();
    expect(writes).toHaveLength(2);
  });

  it('holds the flow gate while the database lags, loses no row, and releases it once caught up', async () => {
    const { writer, writes, record, bus } = heldWriter({
      batchSize: 2,
      holdAtRows: 6,
      releaseAtRows: 2,
      maxRows: 20,
      sessionRows: 20,
    });
    // Every listening user hears of the pause and of its end.
    const told: { userId: number; data: unknown }[] = [];
    for (const userId of [7, 8]) {
      bus.subscribe(userId, (event) => {
        if (event.kind === 'log.backlog') told.push({ userId, data: event.data });
      });
    }
    record(1);
    record(2);
    await new Promise((resolve) => setImmediate(resolve));
    for (let sequence = 3; sequence <= 5; sequence++) record(sequence);
    expect(writer.flowGate.held).toBe(false);
    record(6);
    expect(writer.flowGate.held).toBe(true);
    expect(writer.backlog).toEqual({ pending: 6, paused: true, dropped: 0 });
    const paused = { pending: 6, paused: true, dropped: 0 };
    expect(told).toEqual([
      { userId: 7, data: paused },
      { userId: 8, data: paused },
    ]);
    // Whatever still arrives while held (a read already under way) is kept, not dropped.
    for (let sequence = 7; sequence <= 9; sequence++) record(sequence);
    expect(writer.pendingRows).toBe(9);

    writes[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    // 7 rows still wait: more than releaseAtRows.
    expect(writer.flowGate.held).toBe(true);
    expect(writes.map((write) => write.sequenceNumbers)).toEqual([
      [1, 2],
      [3, 4, 5, 6, 7, 8],
    ]);
    expect(told).toHaveLength(2);
    writes[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.flowGate.held).toBe(false);
    const resumed = { pending: 1, paused: false, dropped: 0 };
    expect(told.slice(2)).toEqual([
      { userId: 7, data: resumed },
      { userId: 8, data: resumed },
    ]);
    const rest = writer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    writes[2]!.finish();
    await rest;
    expect(writer.pendingRows).toBe(0);
    expect(writer.flowGate.held).toBe(false);
    expect(writes.flatMap((write) => write.sequenceNumbers)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops and counts what a session records over its share, while the others are logged', async () => {
    const { writer, writes, record, bus } = heldWriter({
      batchSize: 100,
      holdAtRows: 100,
      sessionRows: 3,
    });
    const told: unknown[] = [];
    bus.subscribe(7, (event) => {
      if (event.kind === 'log.backlog') told.push(event.data);
    });
    const other = { ...target, sessionId: 'session-2' };
    for (let sequence = 1; sequence <= 10; sequence++) record(sequence);
    record(11, other);
    record(12, other);
    expect(writer.backlog).toEqual({ pending: 5, paused: false, dropped: 7 });
    expect(writer.flowGate.held).toBe(false);

    const stored = writer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    writes[0]!.finish();
    await stored;
    expect(writes[0]!.sequenceNumbers).toEqual([1, 2, 3, 11, 12]);
    expect(told).toEqual([{ pending: 0, paused: false, dropped: 7 }]);
    // Stored: the share is free again.
    record(13);
    expect(writer.backlog).toEqual({ pending: 1, paused: false, dropped: 7 });
  });

  it('never lets the backlog grow past its hard bound, whatever the sessions', () => {
    const { writer, record } = heldWriter({
      batchSize: 1_000,
      holdAtRows: 10,
      maxRows: 12,
      sessionRows: 10,
    });
    for (let session = 0; session < 20; session++) {
      record(session, { ...target, sessionId: `session-${session}` });
    }
    expect(writer.backlog).toEqual({ pending: 12, paused: true, dropped: 8 });
  });
});
