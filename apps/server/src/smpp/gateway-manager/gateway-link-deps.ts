import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { PduLogWriter } from '../../modules/logs/pdu-log-writer.js';
import type { LoadTestTracker } from '../../modules/smsc-messages/load-test-tracker.js';
import type { OutboxRepository } from '../../modules/smsc-messages/outbox-repository.js';
import type { CommitQueue } from './commit-queue.js';

/** What every gateway link shares: the outbox, the group commit, the PDU log, progress. */
export interface GatewayLinkDeps {
  outbox: OutboxRepository;
  commits: CommitQueue;
  pduLog: PduLogWriter;
  tracker: LoadTestTracker;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Whether a gateway may connect to this address (GatewayNetworkPolicy). */
  allowAddress: (address: string) => boolean;
  /** How long a bind or submit_sm waits for its answer; default 30 s (tests shorten it). */
  responseTimeoutMs?: number;
  /** Told each submit_sm's wait for its response, in seconds (metrics). */
  onSubmitAnswered?: (seconds: number) => void;
  /** The link's state changed: its gateway and owner (no link type here, to keep no cycle). */
  onState: (gateway: { id: number; userId: number }) => void;
}
