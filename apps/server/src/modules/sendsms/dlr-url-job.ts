import type { JobDefinition } from '../../jobs/job-registry.js';
import { PermanentJobFailure } from '../../jobs/permanent-job-failure.js';
import type { OutboundHttp } from '../../net/outbound-http.js';

export const DLR_URL_JOB = 'sendsms.dlr-url';
/** A dlr-url gets this long to answer, redirects included. */
const CALL_TIMEOUT_MS = 10_000;
/** Kannel's smsbox follows a dlr-url's redirects, this many at most (gwlib's HTTP_MAX_FOLLOW). */
const MAX_REDIRECTS = 5;

export interface DlrUrlPayload {
  url: string;
}

/**
 * Calls a sendsms dlr-url (GET, as Kannel's smsbox does). Anything but a 2xx, a timeout or a
 * network error fails the attempt, and the job queue tries again with backoff; a URL the network
 * policy refuses (or a redirect to one) fails the job for good.
 */
export function dlrUrlJob(http: OutboundHttp): JobDefinition {
  return {
    name: DLR_URL_JOB,
    maxAttempts: 12,
    backoff: { baseMs: 2_000, maxMs: 10 * 60_000 },
    async handle(payload) {
      const { url } = payload as DlrUrlPayload;
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
  };
}
