import type { PduLogs } from './index.js';

/** Stopping stores every recorded PDU (retention runs as a job, see retention-job.ts). */
export async function stopPduLogs(pduLogs: PduLogs): Promise<void> {
  await pduLogs.writer.flush();
}
