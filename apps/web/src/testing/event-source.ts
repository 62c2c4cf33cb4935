/** An EventSource that never connects (jsdom has none): pages fall back to polling. */
export class IdleEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  close() {
    this.readyState = 2;
  }
}

/** The console's event stream in a test: the test sends events through the latest one made. */
export class TestEventSource extends IdleEventSource {
  static latest: TestEventSource | undefined;
  constructor() {
    super();
    TestEventSource.latest = this;
  }

  /** The stream opens: pages stop polling. */
  static open(): void {
    const source = TestEventSource.latest;
    if (!source) return;
    source.readyState = 1;
    source.onopen?.();
  }

  /** Delivers one live event of `kind` with `data`, as the server's stream would. */
  static send(kind: string, data: unknown): void {
    TestEventSource.latest?.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(data) }));
  }
}
