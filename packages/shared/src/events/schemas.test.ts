import { describe, expect, it } from 'vitest';
import {
  DURABLE_EVENT_KINDS,
  durableEventDataSchemas,
  durableEventSchema,
} from './durable-events.js';
import { EVENT_KINDS, eventDataSchemas, liveEventSchema } from './schemas.js';

describe('event schemas', () => {
  it('gives every live event kind a data schema and a member of the union', () => {
    expect(Object.keys(eventDataSchemas).sort()).toEqual([...EVENT_KINDS].sort());
    expect([...liveEventSchema.options.map((option) => option.shape.kind.value)].sort()).toEqual(
      [...EVENT_KINDS].sort(),
    );
  });

  it('gives every durable event kind a data schema and a member of the union', () => {
    expect(Object.keys(durableEventDataSchemas).sort()).toEqual([...DURABLE_EVENT_KINDS].sort());
    expect([...durableEventSchema.options.map((option) => option.shape.kind.value)].sort()).toEqual(
      [...DURABLE_EVENT_KINDS].sort(),
    );
  });

  it('checks the data against its kind', () => {
    const data = { client_id: 3, count: 2 };
    expect(liveEventSchema.parse({ kind: 'message.esme', data })).toEqual({
      kind: 'message.esme',
      data,
    });
    expect(liveEventSchema.safeParse({ kind: 'log.backlog', data }).success).toBe(false);
    expect(liveEventSchema.safeParse({ kind: 'no.such.kind', data }).success).toBe(false);
  });

  it('reads a delivery receipt event', () => {
    const receipt = {
      message_id: 7,
      gateway_id: 2,
      smsc_message_id: 'abc',
      status: 'delivered',
      text: 'id:abc stat:DELIVRD',
      received_at: 1,
    };
    expect(durableEventSchema.parse({ kind: 'message.receipt', data: receipt }).data).toEqual(
      receipt,
    );
    expect(
      durableEventSchema.safeParse({
        kind: 'message.receipt',
        data: { ...receipt, status: 'nonsense' },
      }).success,
    ).toBe(false);
  });
});
