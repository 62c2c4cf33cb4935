import { PduLogsPage } from './pdu-logs-page';

/** /esme/logs: the PDUs exchanged with the user's ESME accounts. */
export function EsmeLogsPage() {
  return <PduLogsPage side="esme" />;
}
