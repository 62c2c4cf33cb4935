import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { JobRepository } from './job-repository.js';

/** Renews the leases of a runner's running jobs a third of a lease apart, while any runs. */
export class LeaseRenewal {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: {
      repository: JobRepository;
      clock: Clock;
      log: FastifyBaseLogger;
      owner: string;
      leaseMs: number;
      /** The ids of the jobs running now. */
      running: () => Iterable<number>;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    const { repository, clock, log, owner, leaseMs, running } = this.settings;
    this.timer = setInterval(() => {
      repository
        .renewLeases([...running()], owner, clock() + leaseMs)
        .catch((error: unknown) => log.warn({ err: error }, 'job lease renewal failed'));
    }, leaseMs / 3);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
