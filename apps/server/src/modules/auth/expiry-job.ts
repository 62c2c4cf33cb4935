import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { AuthRepository } from './repository.js';

export const AUTH_EXPIRY_JOB = jobType('auth.expiry', z.object({}));
const EVERY_MS = 60 * 60_000;

/**
 * Hourly: sessions and mail tokens past their expiry are deleted, as neither opens anything again
 * (expired sessions also went whenever someone signed in; expired tokens never did).
 */
export function authExpiryJob(repository: AuthRepository, clock: Clock) {
  return jobHandler({
    type: AUTH_EXPIRY_JOB,
    recurring: { everyMs: EVERY_MS },
    async handle() {
      const now = clock();
      await repository.deleteExpiredSessions(now);
      await repository.deleteExpiredTokens(now);
    },
  });
}
