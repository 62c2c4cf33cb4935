import { createPdu, encodePdu, readHeader } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { PduLogBatch } from './pdu-log-batch.js';

const target = { side: 'esme' as const, userId: 7, connectionId: 3, sessionId: 'session-1' };

function frame(sequenceNumber: number, messageId?: string): Buffer {
  return encodePdu(
    messageId === undefined
      ? createPdu('submit_sm', { destination_addr: '4915100000001', sequenceNumber })
      : createPdu('submit_sm_resp', { message_id: messageId, sequenceNumber }),
  );
}

describe('PduLogBatch', () => {
  it('keeps each frame as it was when recorded, though the buffer it came in is reused', () => {
    const batch = new PduLogBatch();
    const reused = Buffer.alloc(4096);
    const frames = [frame(1), frame(1, 'a1'), frame(2)];
    frames.forEach((bytes, index) => {
      bytes.copy(reused);
      const view = reused.subarray(0, bytes.length);
      batch.add(target, index === 1 ? 'out' : 'in', view, readHeader(view), null, 1000 + index);
    });
    reused.fill(0);
    expect(batch.size).toBe(3);
    expect(batch.rows().map((row) => row.raw)).toEqual(frames);
    expect(batch.row(1)).toMatchObject({
      side: 'esme',
      user_id: 7,
      connection_id: 3,
      session_id: 'session-1',
      direction: 'out',
      command_id: 0x80000004,
      sequence_number: 1,
      length: frames[1]!.length,
      created_at: 1001,
    });
  });

  it('grows past its first buffer without losing bytes', () => {
    const batch = new PduLogBatch();
    const frames = Array.from({ length: 600 }, (_, index) => frame(index + 1));
    for (const bytes of frames) batch.add(target, 'in', bytes, readHeader(bytes), null, 5);
    expect(batch.rows().map((row) => row.raw)).toEqual(frames);
  });

  it('appends the rows of another batch after its own, bytes and all', () => {
    const requests = [frame(1), frame(2)];
    const response = frame(1, 'm1');
    const first = new PduLogBatch();
    first.add(target, 'in', requests[0]!, readHeader(requests[0]!), null, 10);
    const second = new PduLogBatch();
    const other = { ...target, userId: 8 };
    second.add(other, 'out', response, readHeader(response), 'm1', 11);
    second.add(target, 'in', requests[1]!, readHeader(requests[1]!), null, 12);
    first.append(second);
    expect(first.size).toBe(3);
    expect(first.rows().map((row) => row.raw)).toEqual([requests[0], response, requests[1]]);
    expect(first.row(1)).toMatchObject({
      user_id: 8,
      direction: 'out',
      command_id: 0x80000004,
      sequence_number: 1,
      message_id: 'm1',
      length: response.length,
      created_at: 11,
    });
    expect(first.rows().map((row) => row.created_at)).toEqual([10, 11, 12]);
  });

  it('passes a value every row shares once, the others row by row, the bytes in one buffer', () => {
    // Numbers that vary travel packed in a Float64Array; see insertOf.
    const batch = new PduLogBatch();
    const request = frame(9);
    const response = frame(9, 'm9');
    batch.add(target, 'in', request, readHeader(request), null, 50);
    batch.add(target, 'out', response, readHeader(response), 'm9', 50);
    const insert = batch.toInsert();
    const value = (column: string) => insert.values[insert.columns.indexOf(column)];
    expect(insert.rowCount).toBe(2);
    expect(value('user_id')).toBe(7);
    expect(value('session_id')).toBe('session-1');
    expect(value('created_at')).toBe(50);
    expect(value('sequence_number')).toBe(9);
    expect(value('direction')).toEqual(['in', 'out']);
    expect(value('message_id')).toEqual([null, 'm9']);
    expect(insert.columns[insert.blobColumn!]).toBe('raw');
    expect(value('raw')).toEqual(new Float64Array([request.length, response.length]));
    expect(Buffer.from(insert.blob!)).toEqual(Buffer.concat([request, response]));
    expect(insert.blob!.buffer.byteLength).toBe(request.length + response.length);
  });
});
