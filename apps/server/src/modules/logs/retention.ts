import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { PduLogRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Deletes PDU log rows older than the retention (LOG_RETENTION_DAYS) on start and hourly. */
export class PduLogRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly repository: PduLogRepository,
    private readonly retentionDays: number,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One purge; concurrent calls share it. Resolves with the rows deleted. */
  purge(): Promise<number> {
    this.running ??= this.repository
      .purgeBefore(this.clock() - this.retentionDays * DAY_MS)
      .then((deleted) => {
        if (deleted > 0) this.log.info({ deleted, days: this.retentionDays }, 'PDU logs purged');
        return deleted;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'PDU log purge failed');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
