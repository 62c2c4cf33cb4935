import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import { PermanentJobFailure } from '../../jobs/permanent-job-failure.js';
import type { OutboundHttp } from '../../net/outbound-http.js';

/** A sendsms dlr-url call: 2 s doubling up to 10 min between tries, 12 attempts. */
export const DLR_URL_JOB = jobType('sendsms.dlr-url', z.object({ url: z.string() }), {
  baseMs: 2_000,
  maxMs: 10 * 60_000,
  maxAttempts: 12,
});
/** A dlr-url gets this long to answer, redirects included. */
const CALL_TIMEOUT_MS = 10_000;
/** Kannel's smsbox follows a dlr-url's redirects, this many at most (gwlib's HTTP_MAX_FOLLOW). */
const MAX_REDIRECTS = 5;

/**
 * Calls a sendsms dlr-url (GET, as Kannel's smsbox does). Anything but a 2xx, a timeout or a
 * network error fails the attempt, and the job queue tries again with backoff; a URL the network
 * policy refuses (or a redirect to one) fails the job for good.
 */
export function dlrUrlJob(http: OutboundHttp) {
  return jobHandler({
    type: DLR_URL_JOB,
    concurrency: 8,
    async handle({ url }) {
      const result = await http.request({
        method: 'GET',
        url,
        timeoutMs: CALL_TIMEOUT_MS,
        maxRedirects: MAX_REDIRECTS,
      });
      if (result.kind === 'error') {
        if (result.refused) throw new PermanentJobFailure(`dlr-url not called: ${result.message}`);
        throw new Error(`dlr-url call failed: ${result.message}`);
      }
      if (result.status < 200 || result.status > 299) {
        throw new Error(`dlr-url answered HTTP ${result.status}`);
      }
    },
  });
}
