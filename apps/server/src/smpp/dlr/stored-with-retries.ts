import type { FastifyBaseLogger } from 'fastify';

/** Pauses before storing a batch's outcomes again. */
const STORE_RETRY_DELAYS_MS = [50, 250, 1_000];

/**
 * Stores what became of a batch of deliver_sm (receipts, relayed MO), trying again after a failed
 * transaction: PostgreSQL aborts one of two writers that deadlock, and a PDU the ESME took but we
 * did not store would go out twice. Throws the last error once the pauses are spent.
 */
export async function storedWithRetries(
  store: () => Promise<void>,
  log: FastifyBaseLogger,
  what: string,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store();
      return;
    } catch (error) {
      const delay = STORE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      log.warn({ err: error, attempt: attempt + 1 }, `${what} not stored, retrying`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
