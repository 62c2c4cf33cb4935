import type { PduLogs } from './index.js';

/** Retention purge runs from start; stopping waits for it and stores every recorded PDU. */
export function startPduLogs(pduLogs: PduLogs): void {
  pduLogs.retention.start();
}

export async function stopPduLogs(pduLogs: PduLogs): Promise<void> {
  await pduLogs.retention.stop();
  await pduLogs.writer.flush();
}
