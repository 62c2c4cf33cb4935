import type { EventKind, LiveEvent } from '@routelab/shared';

/**
 * One live update for one user's console (DESIGN.md: the bus seam; in-process by default). Its
 * data is typed by kind (the shared schemas); nothing parses it here, publishing stays cheap.
 */
export type BusEvent<K extends EventKind = EventKind> = LiveEvent<K> & { userId: number };

export type BusListener = (event: BusEvent) => void;

/**
 * The in-process event bus: producers (gateway manager, services) publish, the SSE endpoint
 * subscribes per user. A listener that throws harms no other listener.
 */
export class EventBus {
  private readonly byUser = new Map<number, Set<BusListener>>();
  /** Server-side listeners of every user's events (e.g. the SMPP ingest's balances). */
  private readonly everyone = new Set<BusListener>();

  publish<K extends EventKind>(event: BusEvent<K>): void {
    // BusEvent<K> is one member of the union listeners take; TypeScript cannot narrow K.
    const typed = event as BusEvent;
    for (const listener of this.everyone) deliver(listener, typed);
    const listeners = this.byUser.get(event.userId);
    if (!listeners) return;
    for (const listener of listeners) deliver(listener, typed);
  }

  /** The same update for every user who listens (a state of the whole server). */
  broadcast<K extends EventKind>(kind: K, data: LiveEvent<K>['data']): void {
    for (const userId of [...this.byUser.keys()]) {
      this.publish({ kind, userId, data } as BusEvent<K>);
    }
  }

  /** True when someone listens for this user: producers skip building events otherwise. */
  hasListeners(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** Every user's events (hasListeners ignores these). Returns the function that unsubscribes. */
  subscribeAll(listener: BusListener): () => void {
    this.everyone.add(listener);
    return () => this.everyone.delete(listener);
  }

  /** Returns the function that unsubscribes. */
  subscribe(userId: number, listener: BusListener): () => void {
    let listeners = this.byUser.get(userId);
    if (!listeners) {
      listeners = new Set();
      this.byUser.set(userId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }
}

function deliver(listener: BusListener, event: BusEvent): void {
  try {
    listener(event);
  } catch {
    // A broken subscriber (e.g. a closed stream) must not stop delivery to the others.
  }
}
