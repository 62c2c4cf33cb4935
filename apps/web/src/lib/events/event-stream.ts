import { EVENT_KINDS, eventDataSchemas, type EventData, type EventKind } from '@routelab/shared';
import { currentLanguage } from '../i18n';

export type EventListener<K extends EventKind = EventKind> = (data: EventData<K>) => void;
export type StreamState = 'closed' | 'connecting' | 'open';

const EVENTS_URL = '/api/events/';
/** After the server refuses the stream (e.g. 401 while signing out), retry slower and slower. */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** EventSource.CLOSED: the browser gave up and will not reconnect by itself. */
const CLOSED = 2;
/**
 * How long the stream stays open after its last subscriber leaves. Moving between pages drops
 * every subscription for a moment; closing then would lose the events sent while reconnecting.
 */
const LINGER_MS = 3_000;

/**
 * The console's one connection to GET /api/events/ (Server-Sent Events). It opens with the
 * first subscriber and closes a few seconds after the last leaves, so signed-out pages do not
 * hold it but moving from one page to the next keeps it. The browser
 * reconnects by itself after a network hiccup; when the server refuses the stream the
 * EventSource closes for good and this class opens a new one with a growing delay.
 */
export class EventStream {
  private source: EventSource | null = null;
  private readonly listeners = new Map<EventKind, Set<EventListener>>();
  private readonly stateListeners = new Set<() => void>();
  private state: StreamState = 'closed';
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_MIN_MS;
  private lingerTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string = EVENTS_URL,
    private readonly createSource: (url: string) => EventSource = (target) =>
      new EventSource(target, { withCredentials: true }),
    /** The console's language, sent as ?lang: an EventSource cannot set Accept-Language. */
    private readonly language: () => string = currentLanguage,
  ) {}

  subscribe<K extends EventKind>(kind: K, listener: EventListener<K>): () => void {
    let set = this.listeners.get(kind);
    if (!set) this.listeners.set(kind, (set = new Set()));
    // Kept under its kind, it only ever hears data of that kind (see dispatch).
    const stored = listener as EventListener;
    set.add(stored);
    clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    this.ensureOpen();
    return () => {
      set.delete(stored);
      if (set.size === 0) this.listeners.delete(kind);
      if (this.listeners.size === 0 && this.lingerTimer === undefined) {
        this.lingerTimer = setTimeout(() => {
          this.lingerTimer = undefined;
          if (this.listeners.size === 0) this.close();
        }, LINGER_MS);
      }
    };
  }

  getState = (): StreamState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  private ensureOpen(): void {
    if (this.source || this.retryTimer !== undefined) return;
    const source = this.createSource(`${this.url}?lang=${encodeURIComponent(this.language())}`);
    this.source = source;
    this.setState('connecting');
    source.onopen = () => {
      this.retryDelay = RETRY_MIN_MS;
      this.setState('open');
    };
    source.onerror = () => {
      if (source.readyState === CLOSED) this.scheduleRetry();
      else this.setState('connecting');
    };
    for (const kind of EVENT_KINDS) {
      source.addEventListener(kind, (event) => this.dispatch(kind, event as MessageEvent<string>));
    }
  }

  /** Hands listeners the event's data as the shared schema of its kind reads it; skips the rest. */
  private dispatch(kind: EventKind, event: MessageEvent<string>): void {
    const listeners = this.listeners.get(kind);
    if (!listeners) return;
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = eventDataSchemas[kind].safeParse(json);
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  }

  private scheduleRetry(): void {
    this.source?.close();
    this.source = null;
    this.setState('closed');
    if (this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.listeners.size > 0) this.ensureOpen();
    }, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }

  /** Closes the stream at once (the test setup, between files sharing this module). */
  close(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    this.source?.close();
    this.source = null;
    this.retryDelay = RETRY_MIN_MS;
    this.setState('closed');
  }

  private setState(state: StreamState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
}

/** The app's single stream. */
export const eventStream = new EventStream();
