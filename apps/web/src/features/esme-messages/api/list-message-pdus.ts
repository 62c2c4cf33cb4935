import { pduLogListSchema, type PduLog } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

/** More than any message's own exchange (parts, responses, receipts) ever takes. */
const PDU_LIMIT = 100;
/** Requests looked up for at most this many parts (each is one more call). */
const REQUEST_LOOKUPS = 10;

const listEsmeLogs = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest('/api/log/esme/list/', {
    query: { page: 1, page_size: PDU_LIMIT, ...query },
    schema: pduLogListSchema,
    signal,
  });

/**
 * The PDUs of one message, oldest first: those that carry its message id (submit_sm_resp,
 * receipts) plus the ESME's requests they answer (same session and sequence number), which
 * carry no id of their own.
 */
export async function listMessagePdus(
  clientId: number,
  messageId: string,
  signal?: AbortSignal,
): Promise<PduLog[]> {
  const carrying = (await listEsmeLogs({ message_id: messageId }, signal)).results;
  const answers = carrying
    .filter((pdu) => pdu.direction === 'out' && pdu.command.endsWith('_resp'))
    .slice(0, REQUEST_LOOKUPS);
  const requests = await Promise.all(
    answers.map(async (answer) => {
      const candidates = await listEsmeLogs(
        { client: clientId, direction: 'in', sequence_number: answer.sequence_number },
        signal,
      );
      return candidates.results.find(
        (pdu) => pdu.session_id === answer.session_id && `${pdu.command}_resp` === answer.command,
      );
    }),
  );
  const byId = new Map<number, PduLog>();
  for (const pdu of [...carrying, ...requests]) if (pdu) byId.set(pdu.id, pdu);
  return [...byId.values()].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
}

export const messagePdusQueryOptions = (clientId: number, messageId: string) =>
  queryOptions({
    queryKey: esmeMessageKeys.pdus(clientId, messageId),
    queryFn: ({ signal }) => listMessagePdus(clientId, messageId, signal),
  });

/** Waits until the message is known to have an account and a message id. */
export const useMessagePdus = (clientId: number | null, messageId: string | null) =>
  useQuery({
    ...messagePdusQueryOptions(clientId ?? 0, messageId ?? ''),
    enabled: clientId !== null && messageId !== null,
  });
