import type { LogSide } from '@routelab/shared';

/** Whose session a hook logs for. */
export interface PduLogTarget {
  side: LogSide;
  userId: number;
  /** gateway id (smsc side) or client id (esme side). */
  connectionId: number;
  sessionId: string;
}
