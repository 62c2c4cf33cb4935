import { SmppTimeoutError } from './errors.js';

export type DeadPeerReason = 'dead-peer' | 'inactivity';

export interface KeepAliveOptions {
  /** Probe after this long without receiving anything; 0 = never probe. */
  intervalMs: number;
  /** Declare the peer gone after this long without receiving anything; 0 = never. */
  inactivityTimeoutMs: number;
  /** Whether probing makes sense right now (only bound sessions exchange enquire_link). */
  canProbe: () => boolean;
  /** Sends enquire_link; settles with its response, rejects with SmppTimeoutError when unanswered. */
  probe: () => Promise<unknown>;
  onDead: (reason: DeadPeerReason) => void;
  now?: () => number;
}

/**
 * Keeps an idle session honest: after `intervalMs` of silence it sends an enquire_link, and an
 * unanswered one (or `inactivityTimeoutMs` of silence) reports the peer dead. Receiving only
 * moves a timestamp; the single timer re-arms itself from it, so busy sessions pay nothing.
 * While suspended (the session has stopped reading by its own choice) silence proves nothing.
 */
export class KeepAlive {
  private readonly now: () => number;
  private lastReceivedAt: number;
  private probing = false;
  /** While probing is not possible, when to look again. */
  private probeNotBefore = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private suspended = false;
  /** Counts suspensions, so that a probe can tell one came while it was out. */
  private suspensions = 0;

  constructor(private readonly options: KeepAliveOptions) {
    this.now = options.now ?? (() => performance.now());
    this.lastReceivedAt = this.now();
  }

  start(): void {
    this.lastReceivedAt = this.now();
    this.schedule();
  }

  /** Something arrived from the peer. */
  touch(): void {
    this.lastReceivedAt = this.now();
  }

  /**
   * We stop reading (a flow gate is held): nothing the peer sends can arrive, so neither probe
   * nor count the silence, and a probe already out is not a dead peer when it goes unanswered.
   */
  suspend(): void {
    if (this.suspended) return;
    this.suspended = true;
    this.suspensions += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** We read again: silence counts from now. */
  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    this.lastReceivedAt = this.now();
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.stopped || this.suspended) return;
    if (this.timer) clearTimeout(this.timer);
    const dues: number[] = [];
    const { intervalMs, inactivityTimeoutMs } = this.options;
    if (intervalMs > 0 && !this.probing) {
      dues.push(Math.max(this.lastReceivedAt + intervalMs, this.probeNotBefore));
    }
    if (inactivityTimeoutMs > 0) dues.push(this.lastReceivedAt + inactivityTimeoutMs);
    if (dues.length === 0) return;
    const delay = Math.max(1, Math.ceil(Math.min(...dues) - this.now()));
    this.timer = setTimeout(() => this.check(), delay);
    this.timer.unref();
  }

  private check(): void {
    this.timer = undefined;
    if (this.stopped) return;
    const silentFor = this.now() - this.lastReceivedAt;
    const { intervalMs, inactivityTimeoutMs } = this.options;
    if (inactivityTimeoutMs > 0 && silentFor >= inactivityTimeoutMs) {
      this.stop();
      this.options.onDead('inactivity');
      return;
    }
    if (intervalMs > 0 && silentFor >= intervalMs && !this.probing) {
      if (this.options.canProbe()) this.sendProbe();
      else this.probeNotBefore = this.now() + intervalMs;
    }
    this.schedule();
  }

  private sendProbe(): void {
    this.probing = true;
    const suspensionsAtSend = this.suspensions;
    // Through a promise so that a probe that throws at once is handled like one that rejects.
    new Promise((resolve) => resolve(this.options.probe())).then(
      () => this.probeSettled(),
      (error: unknown) => {
        const unreadable = this.suspended || this.suspensions !== suspensionsAtSend;
        if (error instanceof SmppTimeoutError && !this.stopped && !unreadable) {
          this.stop();
          this.options.onDead('dead-peer');
          return;
        }
        this.probeSettled();
      },
    );
  }

  private probeSettled(): void {
    this.probing = false;
    this.schedule();
  }
}
