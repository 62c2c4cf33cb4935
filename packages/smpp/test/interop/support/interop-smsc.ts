import { SmscSimulator, type Credentials } from '../../../src/testing/index.js';

/**
 * The SMSC simulator as the interop tests' foreign ESMEs meet it: one set of credentials,
 * message ids from 5000, every other request accepted, and receipts only when a test sends one.
 */
export function startInteropSmsc(credentials: Credentials): Promise<SmscSimulator> {
  return SmscSimulator.start({
    credentials,
    systemId: 'test-smsc',
    firstId: 5_000,
    otherRequestStatus: 0,
    reply: () => ({ receipt: false }),
  });
}
