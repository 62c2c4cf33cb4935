import { CommandId, type PduHeader } from '@routelab/smpp';

/** Seconds of history kept: the console charts the last two minutes. */
export const TRAFFIC_SECONDS = 120;

/** What is counted each second: a slot's offset per kind. */
const ACCEPTED = 0;
const REFUSED = 1;
const DELIVERED = 2;
const KINDS = 3;

export interface TrafficSeries {
  /** Epoch ms of the start of the last (current) second. */
  until: number;
  accepted: number[];
  refused: number[];
  delivered: number[];
}

/** Per-second counts of one account's traffic, in a fixed ring: counting allocates nothing. */
class TrafficMeter {
  private readonly counts = new Int32Array(TRAFFIC_SECONDS * KINDS);
  /** The second (epoch s) of the newest slot; slots after it are stale until reached. */
  private second = 0;

  count(kind: number, nowMs: number): void {
    this.advance(Math.floor(nowMs / 1000));
    this.counts[(this.second % TRAFFIC_SECONDS) * KINDS + kind]! += 1;
  }

  /** The last TRAFFIC_SECONDS seconds up to `nowMs`, oldest first. */
  series(nowMs: number): TrafficSeries {
    const now = Math.floor(nowMs / 1000);
    this.advance(now);
    const result: TrafficSeries = { until: now * 1000, accepted: [], refused: [], delivered: [] };
    for (let second = now - TRAFFIC_SECONDS + 1; second <= now; second++) {
      // A clock near the epoch (a test's) gives negative seconds: keep the slot positive.
      const slot = (((second % TRAFFIC_SECONDS) + TRAFFIC_SECONDS) % TRAFFIC_SECONDS) * KINDS;
      result.accepted.push(this.counts[slot + ACCEPTED]!);
      result.refused.push(this.counts[slot + REFUSED]!);
      result.delivered.push(this.counts[slot + DELIVERED]!);
    }
    return result;
  }

  /** Whether anything was counted within the kept history. */
  isIdle(nowMs: number): boolean {
    return Math.floor(nowMs / 1000) - this.second >= TRAFFIC_SECONDS;
  }

  /** Moves the newest slot to `second`, zeroing the slots of the seconds in between. */
  private advance(second: number): void {
    if (second <= this.second) return;
    const stale = Math.min(second - this.second, TRAFFIC_SECONDS);
    for (let step = 1; step <= stale; step++) {
      const slot = ((this.second + step) % TRAFFIC_SECONDS) * KINDS;
      this.counts.fill(0, slot, slot + KINDS);
    }
    this.second = second;
  }
}

/** The counter a PDU sent to an ESME adds to, if any. */
function kindOf(header: PduHeader): number | undefined {
  switch (header.commandId) {
    case CommandId.submit_sm_resp:
    case CommandId.data_sm_resp:
    case CommandId.submit_multi_resp:
      return header.commandStatus === 0 ? ACCEPTED : REFUSED;
    case CommandId.deliver_sm:
    case CommandId.data_sm:
      return DELIVERED;
    default:
      return undefined;
  }
}

/**
 * Per-second counts of each ESME account's traffic as its sessions see it: submits answered
 * with status 0 (accepted) or an error (refused), and deliver_sm sent to it (receipts and MO).
 * Accounts without traffic for the whole kept history are forgotten.
 */
export class TrafficMeters {
  private readonly meters = new Map<number, TrafficMeter>();

  /** Counts one PDU the server sent on a session of the account. */
  countSent(clientId: number, header: PduHeader, nowMs: number): void {
    const kind = kindOf(header);
    if (kind === undefined) return;
    let meter = this.meters.get(clientId);
    if (!meter) this.meters.set(clientId, (meter = new TrafficMeter()));
    meter.count(kind, nowMs);
  }

  /** The account's last two minutes (all zero when it had no traffic). */
  series(clientId: number, nowMs: number): TrafficSeries {
    this.forgetIdle(nowMs);
    return (this.meters.get(clientId) ?? new TrafficMeter()).series(nowMs);
  }

  private forgetIdle(nowMs: number): void {
    for (const [clientId, meter] of this.meters) {
      if (meter.isIdle(nowMs)) this.meters.delete(clientId);
    }
  }
}
