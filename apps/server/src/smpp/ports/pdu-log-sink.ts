import type { LogSide } from '@routelab/shared';
import type { FlowGate, PduHeader, PduHook } from '@routelab/smpp';

/** Whose session a hook logs for. */
export interface PduLogTarget {
  side: LogSide;
  userId: number;
  /** gateway id (smsc side) or client id (esme side). */
  connectionId: number;
  sessionId: string;
}

/** Where both SMPP sides log every PDU (the logs module's batched writer implements it). */
export interface PduLogSink {
  /** Held while the log falls behind: the sessions given it stop reading and sending. */
  readonly flowGate: FlowGate;
  /** A session's hook: copies each frame for the log. */
  hookFor(target: PduLogTarget): PduHook;
  /** One frame, e.g. one held before its session's owner was known. */
  record(target: PduLogTarget, direction: 'in' | 'out', raw: Buffer, header: PduHeader): void;
}
