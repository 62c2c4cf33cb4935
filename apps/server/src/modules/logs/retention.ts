import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { PduLogRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes PDU log rows older than the retention (LOG_RETENTION_DAYS); run by retention-job.ts. */
export class PduLogRetention {
  private running: Promise<number> | undefined;

  constructor(
    private readonly repository: PduLogRepository,
    private readonly retentionDays: number,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One purge; concurrent calls share it. Resolves with the rows deleted; a failure rejects. */
  purge(): Promise<number> {
    this.running ??= this.repository
      .purgeBefore(this.clock() - this.retentionDays * DAY_MS)
      .then((deleted) => {
        if (deleted > 0) this.log.info({ deleted, days: this.retentionDays }, 'PDU logs purged');
        return deleted;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
