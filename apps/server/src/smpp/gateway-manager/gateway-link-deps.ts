import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type {
  GatewayOutbox,
  LoadTestProgress,
  MoRows,
  PartUpdates,
} from '../ports/gateway-parts.js';
import type { GatewayEventInterest } from '../ports/event-interest.js';
import type { MoRouting } from '../ports/mo-routing.js';
import type { PduLogSink } from '../ports/pdu-log-sink.js';
import type { CommitQueue } from './commit-queue.js';

/**
 * What every gateway link shares: the outbox, the group commit, the PDU log, progress. The ports
 * are the application's (composition/smsc-side.ts wires them).
 */
export interface GatewayLinkDeps {
  outbox: GatewayOutbox;
  /** How results reach the parts, inside the commit queue's transactions. */
  parts: PartUpdates;
  /** Where MO messages are stored. */
  moRows: MoRows;
  /** Gateway mode: MO routes relay MO parts to ESME accounts. */
  moRouting?: MoRouting | undefined;
  /** Which gateways' webhooks want their MO (`mo.received`); all when not given. */
  interest?: GatewayEventInterest | undefined;
  commits: CommitQueue;
  pduLog: PduLogSink;
  tracker: LoadTestProgress;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Whether a gateway may connect to this address (GatewayNetworkPolicy). */
  allowAddress: (address: string) => boolean;
  /** How long a bind or submit_sm waits for its answer; default 30 s (tests shorten it). */
  responseTimeoutMs?: number;
  /** Told each submit_sm's wait for its response, in seconds (metrics). */
  onSubmitAnswered?: (seconds: number) => void;
  /**
   * A session's drain ended (the session closed, or the link stops): every part it had claimed
   * and not written is queued again.
   */
  onDrained?: ((gatewayId: number) => void) | undefined;
  /** The link's state changed: its gateway and owner (no link type here, to keep no cycle). */
  onState: (gateway: { id: number; userId: number }) => void;
}
