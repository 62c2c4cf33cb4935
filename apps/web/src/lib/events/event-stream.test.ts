import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStream } from './event-stream';

/** Just enough of an EventSource to drive the stream from the test. */
class FakeSource {
  static instances: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, (event: MessageEvent<string>) => void>();

  constructor(readonly url: string) {
    FakeSource.instances.push(this);
  }

  addEventListener(kind: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(kind, handler);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(kind: string, data: string) {
    this.handlers.get(kind)?.({ data } as MessageEvent<string>);
  }
}

const createSource = (url: string) => new FakeSource(url) as unknown as EventSource;

describe('EventStream', () => {
  beforeEach(() => {
    FakeSource.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the stream in the console's language (an EventSource sends no Accept-Language of ours)", () => {
    let language = 'uk';
    const stream = new EventStream('/api/events/', createSource, () => language);
    const off = stream.subscribe('gateway.connection', () => undefined);
    expect(FakeSource.instances.at(-1)!.url).toBe('/api/events/?lang=uk');
    off();
    vi.advanceTimersByTime(3_000);
    language = 'ru';
    stream.subscribe('gateway.connection', () => undefined);
    expect(FakeSource.instances.at(-1)!.url).toBe('/api/events/?lang=ru');
  });

  it('opens one connection for every subscriber and closes it a while after the last', () => {
    const stream = new EventStream('/api/events/', createSource);
    const off1 = stream.subscribe('gateway.connection', () => undefined);
    const off2 = stream.subscribe('message.smsc', () => undefined);
    expect(FakeSource.instances).toHaveLength(1);
    expect(stream.getState()).toBe('connecting');
    FakeSource.instances[0]!.onopen?.();
    expect(stream.getState()).toBe('open');
    off1();
    expect(FakeSource.instances[0]!.closed).toBe(false);
    off2();
    expect(FakeSource.instances[0]!.closed).toBe(false);
    vi.advanceTimersByTime(3_000);
    expect(FakeSource.instances[0]!.closed).toBe(true);
    expect(stream.getState()).toBe('closed');
  });

  it('keeps the connection when the next page subscribes before it lingers out', () => {
    const stream = new EventStream('/api/events/', createSource);
    const offListPage = stream.subscribe('gateway.connection', () => undefined);
    FakeSource.instances[0]!.onopen?.();
    offListPage();
    vi.advanceTimersByTime(100);
    const offMessagesPage = stream.subscribe('message.smsc', () => undefined);
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.instances).toHaveLength(1);
    expect(FakeSource.instances[0]!.closed).toBe(false);
    expect(stream.getState()).toBe('open');
    offMessagesPage();
    vi.advanceTimersByTime(3_000);
    expect(FakeSource.instances[0]!.closed).toBe(true);
  });

  it('hands each kind its data as the shared schema reads it, skipping what does not fit', () => {
    const stream = new EventStream('/api/events/', createSource);
    const seen: unknown[] = [];
    stream.subscribe('message.esme', (data) => seen.push(data));
    stream.subscribe('log.smsc', () => seen.push('wrong kind'));
    const source = FakeSource.instances[0]!;
    source.emit('message.esme', '{"client_id":3,"count":2}');
    source.emit('message.esme', '{broken');
    source.emit('message.esme', '{"id":3}');
    expect(seen).toEqual([{ client_id: 3, count: 2 }]);
  });

  it('opens a new connection, later each time, after the server refuses the stream', () => {
    const stream = new EventStream('/api/events/', createSource);
    stream.subscribe('message.smsc', () => undefined);
    const refuse = (source: FakeSource) => {
      source.readyState = 2;
      source.onerror?.();
    };
    refuse(FakeSource.instances[0]!);
    expect(stream.getState()).toBe('closed');
    vi.advanceTimersByTime(1_999);
    expect(FakeSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.instances).toHaveLength(2);
    refuse(FakeSource.instances[1]!);
    vi.advanceTimersByTime(3_999);
    expect(FakeSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.instances).toHaveLength(3);
  });

  it('leaves a hiccup to the browser, which reconnects by itself', () => {
    const stream = new EventStream('/api/events/', createSource);
    stream.subscribe('message.smsc', () => undefined);
    const source = FakeSource.instances[0]!;
    source.onopen?.();
    source.readyState = 0;
    source.onerror?.();
    expect(stream.getState()).toBe('connecting');
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.instances).toHaveLength(1);
  });
});
