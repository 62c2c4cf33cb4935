import { commandStatusName } from '@routelab/smpp';

/** Kannel's dlr-mask bits. */
export const DLR = { delivered: 1, failed: 2, buffered: 4, smscAck: 8, smscReject: 16 } as const;

/** A sendsms message as the reports poller reads it: its row, its first part, its state. */
export interface TrackedMessage {
  dlrMask: number;
  reported: number;
  status: string;
  dlrText: string | null;
  /** The first part's submit_sm_resp: when, and its command_status (null: none yet). */
  respondedAt: number | null;
  commandStatus: number | null;
}

export interface DlrEvent {
  type: number;
  text: string;
}

/** Statuses after which no report can follow. */
const FINAL = new Set([
  'failed',
  'delivered',
  'undeliverable',
  'expired',
  'rejected',
  'unknown',
  'deleted',
]);

/**
 * The reports due for a message now, in the order Kannel makes them (the SMSC's answer, then the
 * receipt), each once: only those its dlr-mask asks for and not reported yet. `done` tells that
 * no further report can come. A submit the SMSC refused is Kannel's SMSC reject (16), sent for
 * a mask with 16 or 2.
 */
export function dueDlrEvents(message: TrackedMessage): { events: DlrEvent[]; done: boolean } {
  const events: DlrEvent[] = [];
  const wants = (bit: number) => (message.dlrMask & bit) !== 0 && (message.reported & bit) === 0;
  const refused =
    message.status === 'failed' || (message.commandStatus !== null && message.commandStatus !== 0);
  if (refused) {
    const status = message.commandStatus ?? 0;
    // Kannel reports a refused submit as 16 to a mask with 16 or 2.
    const rejectAsked = (message.dlrMask & (DLR.smscReject | DLR.failed)) !== 0;
    if (rejectAsked && (message.reported & DLR.smscReject) === 0) {
      const code = `0x${(status >>> 0).toString(16).padStart(8, '0')}`;
      events.push({ type: DLR.smscReject, text: `NACK/${code}/${commandStatusName(status)}` });
    }
    return { events, done: true };
  }
  if (message.respondedAt !== null && wants(DLR.smscAck)) {
    events.push({ type: DLR.smscAck, text: 'ACK/' });
  }
  const receipt = message.dlrText ?? '';
  if (message.status === 'accepted' && wants(DLR.buffered)) {
    events.push({ type: DLR.buffered, text: receipt });
  }
  if (message.status === 'delivered' && wants(DLR.delivered)) {
    events.push({ type: DLR.delivered, text: receipt });
  } else if (FINAL.has(message.status) && message.status !== 'delivered' && wants(DLR.failed)) {
    events.push({ type: DLR.failed, text: receipt });
  }
  const finalWanted = (message.dlrMask & (DLR.delivered | DLR.failed | DLR.buffered)) !== 0;
  const done = FINAL.has(message.status) || (!finalWanted && message.respondedAt !== null);
  return { events, done };
}
