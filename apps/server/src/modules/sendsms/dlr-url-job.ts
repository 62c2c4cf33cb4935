import type { JobDefinition } from '../../jobs/job-registry.js';

export const DLR_URL_JOB = 'sendsms.dlr-url';
/** A dlr-url gets this long to answer. */
const CALL_TIMEOUT_MS = 10_000;

export interface DlrUrlPayload {
  url: string;
}

/**
 * Calls a sendsms dlr-url (GET, as Kannel's smsbox does). Anything but a 2xx, a timeout or a
 * network error fails the attempt, and the job queue tries again with backoff.
 */
export function dlrUrlJob(fetchUrl: typeof fetch = fetch): JobDefinition {
  return {
    name: DLR_URL_JOB,
    maxAttempts: 12,
    backoff: { baseMs: 2_000, maxMs: 10 * 60_000 },
    async handle(payload) {
      const { url } = payload as DlrUrlPayload;
      const response = await fetchUrl(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.status < 200 || response.status > 299) {
        throw new Error(`dlr-url answered HTTP ${response.status}`);
      }
    },
  };
}
