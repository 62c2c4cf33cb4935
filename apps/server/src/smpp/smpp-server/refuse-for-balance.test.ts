import { CommandStatus } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import type { IngestBatch } from '../ports/ingest-store.js';
import { refuseForBalance } from './refuse-for-balance.js';

/** The rows of two accepted submits: a new message, and a later part of a stored one. */
function acceptedBatch(): IngestBatch {
  return {
    messages: [
      {
        id: 1,
        status: 'enroute',
        command_status: 0,
        message_id: '10',
        created_at: 5,
        done_at: null,
        cost_micros: 1_000,
      },
    ] as IngestBatch['messages'],
    parts: [
      { id: 10, status: 'enroute', message_id: '10', submitted_at: 5, report_due_at: 9 },
      { id: 11, status: 'failed', message_id: null, command_status: 0x0c, submitted_at: 5 },
    ] as IngestBatch['parts'],
    progress: [{ id: 0, parts_received: 2, cost_micros: 1_000 }],
    replacements: [
      {
        clientId: 1,
        sourceAddr: 'a',
        destinationAddr: 'b',
        serviceType: '',
        byMessage: 1,
        at: 5,
      },
    ],
  };
}

describe('refuseForBalance', () => {
  it('turns accepted rows into refusals that cost nothing and leaves refused ones alone', () => {
    const batch = acceptedBatch();
    refuseForBalance(batch);
    expect(batch.messages[0]).toMatchObject({
      status: 'failed',
      command_status: CommandStatus.ESME_RSUBMITFAIL,
      message_id: null,
      done_at: 5,
      cost_micros: 0,
    });
    expect(batch.parts[0]).toMatchObject({
      status: 'failed',
      command_status: CommandStatus.ESME_RSUBMITFAIL,
      message_id: null,
      done_at: 5,
      report_due_at: null,
    });
    expect(batch.parts[1]).toMatchObject({ command_status: 0x0c });
    expect(batch.progress).toEqual([{ id: 0, parts_received: 2 }]);
    expect(batch.replacements).toBeUndefined();
  });
});
