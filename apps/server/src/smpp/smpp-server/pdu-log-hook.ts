import { randomUUID } from 'node:crypto';
import type { PduHeader, SmppSession } from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { PduLogSink } from '../ports/pdu-log-sink.js';
import type { TrafficMeters } from './traffic-meter.js';

interface HeldFrame {
  direction: 'in' | 'out';
  raw: Buffer;
  header: PduHeader;
}

/** Frames kept before the bind is decided; a bind takes one, a chatty peer a few more. */
const MAX_HELD = 8;

/**
 * PDU logging of an ESME session, and its account's traffic meter. Whose log a connection
 * belongs to is known only once its bind names an account, so the first frames are held and
 * written when it does; connections whose system_id names no account are not logged.
 */
export class SessionPduLog {
  readonly sessionId = randomUUID();
  private held: HeldFrame[] = [];

  constructor(
    private readonly session: SmppSession,
    private readonly pduLog: PduLogSink,
    private readonly traffic: TrafficMeters,
    private readonly clock: Clock,
  ) {
    session.onPdu = (direction, raw, header) => {
      if (this.held.length < MAX_HELD) this.held.push({ direction, raw: Buffer.from(raw), header });
    };
  }

  /** The bind named this account: write the held frames and log the rest as they pass. */
  attach(userId: number, clientId: number): void {
    const target = {
      side: 'esme' as const,
      userId,
      connectionId: clientId,
      sessionId: this.sessionId,
    };
    const { pduLog } = this;
    for (const frame of this.held) pduLog.record(target, frame.direction, frame.raw, frame.header);
    this.held = [];
    const log = pduLog.hookFor(target);
    const { traffic, clock } = this;
    this.session.onPdu = (direction, raw, header) => {
      if (direction === 'out') traffic.countSent(clientId, header, clock());
      log(direction, raw, header);
    };
  }

  /** The bind named no account. */
  detach(): void {
    this.held = [];
    this.session.onPdu = undefined;
  }
}
