import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';

/** A sendsms dlr-url call: 2 s doubling up to 10 min between tries, 12 attempts. */
export const DLR_URL_JOB = jobType('sendsms.dlr-url', z.object({ url: z.string() }), {
  baseMs: 2_000,
  maxMs: 10 * 60_000,
  maxAttempts: 12,
});
/** A dlr-url gets this long to answer. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Calls a sendsms dlr-url (GET, as Kannel's smsbox does). Anything but a 2xx, a timeout or a
 * network error fails the attempt, and the job queue tries again with backoff.
 */
export function dlrUrlJob(fetchUrl: typeof fetch = fetch) {
  return jobHandler({
    type: DLR_URL_JOB,
    concurrency: 8,
    async handle({ url }) {
      const response = await fetchUrl(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.status < 200 || response.status > 299) {
        throw new Error(`dlr-url answered HTTP ${response.status}`);
      }
    },
  });
}
