import { EventEmitter } from 'node:events';

type EventMap<T> = Record<keyof T, unknown[]>;

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * An EventEmitter that never lets a listener break the emitter: a throwing listener, or an async
 * listener that rejects, becomes an 'error' event, and 'error' is only emitted when someone
 * listens (Node would otherwise throw it as an uncaught exception).
 */
export class SafeEmitter<T extends EventMap<T>> extends EventEmitter<T> {
  constructor() {
    super({ captureRejections: true });
  }

  override [EventEmitter.captureRejectionSymbol](error: Error, ..._context: unknown[]): void {
    this.reportError(error);
  }

  protected notify<K extends keyof T & string>(event: K, ...args: T[K]): void {
    try {
      this.untyped().emit(event, ...args);
    } catch (error) {
      this.reportError(error);
    }
  }

  protected reportError(error: unknown): void {
    if (this.untyped().listenerCount('error') === 0) return;
    try {
      this.untyped().emit('error', toError(error));
    } catch {
      // An 'error' listener that throws has nowhere left to report to.
    }
  }

  // The typed map cannot express "any event of T" generically; the call sites above are typed.
  private untyped(): EventEmitter {
    return this as unknown as EventEmitter;
  }
}
