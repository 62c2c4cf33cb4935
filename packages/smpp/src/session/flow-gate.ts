/**
 * Backpressure from whatever consumes the sessions' PDUs downstream (a log writer, a store): while
 * the gate is held, the sessions given it stop handling what their peers send (bar keep-alives)
 * and soon stop reading, and their senders wait, so the consumer's backlog stops growing instead
 * of being dropped. One gate serves many sessions.
 */
export class FlowGate {
  private releasedSignal: Promise<void> | undefined;
  private releaseWaiters: (() => void) | undefined;

  get held(): boolean {
    return this.releasedSignal !== undefined;
  }

  hold(): void {
    this.releasedSignal ??= new Promise<void>((resolve) => (this.releaseWaiters = resolve));
  }

  release(): void {
    const wake = this.releaseWaiters;
    this.releasedSignal = undefined;
    this.releaseWaiters = undefined;
    wake?.();
  }

  /** Resolves once the gate is released; at once when it is not held. */
  whenReleased(): Promise<void> {
    return this.releasedSignal ?? Promise.resolve();
  }
}
