import { liveEventSchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { EventBus, type BusEvent } from './event-bus.js';

describe('EventBus', () => {
  it('delivers typed events to the user who listens, which the shared schema reads', () => {
    const bus = new EventBus();
    const heard: BusEvent[] = [];
    bus.subscribe(1, (event) => heard.push(event));
    bus.publish({ kind: 'message.esme', userId: 1, data: { client_id: 4, count: 2 } });
    bus.publish({ kind: 'message.esme', userId: 2, data: { client_id: 5, count: 1 } });
    bus.broadcast('log.backlog', { pending: 0, paused: false, dropped: 0 });
    expect(heard.map(({ kind, data }) => liveEventSchema.parse({ kind, data }))).toEqual([
      { kind: 'message.esme', data: { client_id: 4, count: 2 } },
      { kind: 'log.backlog', data: { pending: 0, paused: false, dropped: 0 } },
    ]);
  });

  it('refuses, as a type error, data that does not fit its kind', () => {
    const bus = new EventBus();
    // @ts-expect-error: message.esme data has client_id and count.
    bus.publish({ kind: 'message.esme', userId: 1, data: { id: 4 } });
    // @ts-expect-error: log.backlog data is a LogBacklog.
    bus.broadcast('log.backlog', { client_id: 4, count: 2 });
    expect(bus.hasListeners(1)).toBe(false);
  });

  it("delivers every user's events to a listener of all, which counts as no user's listener", () => {
    const bus = new EventBus();
    const heard: number[] = [];
    const unsubscribe = bus.subscribeAll((event) => {
      heard.push(event.userId);
      throw new Error('a broken listener harms nobody');
    });
    const mine: number[] = [];
    bus.subscribe(2, (event) => mine.push(event.userId));
    const balance = { balance_micros: 1, balance: 0.000001 };
    bus.publish({ kind: 'balance.changed', userId: 1, data: balance });
    bus.publish({ kind: 'balance.changed', userId: 2, data: balance });
    expect(heard).toEqual([1, 2]);
    expect(mine).toEqual([2]);
    expect(bus.hasListeners(1)).toBe(false);
    unsubscribe();
    bus.publish({ kind: 'balance.changed', userId: 1, data: balance });
    expect(heard).toEqual([1, 2]);
  });
});
