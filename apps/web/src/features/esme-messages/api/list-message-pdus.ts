import { pduLogListSchema, type PduLog } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

/** More than any one part's exchange (submit, response, receipts) ever takes. */
const PDU_LIMIT = 100;
/** Message ids looked up (one call each): parts beyond these are left out. */
export const MESSAGE_ID_LOOKUPS = 10;
/** Partners looked up (one call each): a submit and a receipt for every part looked up. */
const PARTNER_LOOKUPS = 2 * MESSAGE_ID_LOOKUPS;

const listEsmeLogs = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest('/api/log/esme/list/', {
    query: { page: 1, page_size: PDU_LIMIT, ...query },
    schema: pduLogListSchema,
    signal,
  });

/** The other half of a request/response pair: `submit_sm` <-> `submit_sm_resp`. */
const partnerCommand = (command: string) =>
  command.endsWith('_resp') ? command.slice(0, -'_resp'.length) : `${command}_resp`;

/** Commands that answer nothing and are never answered (the log API rejects their "partner"). */
const UNPAIRED_COMMANDS = new Set(['generic_nack', 'alert_notification', 'outbind']);

const pairKey = (pdu: Pick<PduLog, 'session_id' | 'sequence_number' | 'direction'>) =>
  `${pdu.session_id}/${pdu.sequence_number}/${pdu.direction}`;

/** The PDU answering or answered by `pdu`: other direction, same session and sequence number. */
async function findPartner(clientId: number, pdu: PduLog, signal?: AbortSignal) {
  const command = partnerCommand(pdu.command);
  const candidates = await listEsmeLogs(
    {
      client: clientId,
      direction: pdu.direction === 'in' ? 'out' : 'in',
      command,
      sequence_number: pdu.sequence_number,
    },
    signal,
  );
  return candidates.results.find(
    (candidate) => candidate.session_id === pdu.session_id && candidate.command === command,
  );
}

/**
 * The PDUs of a message, oldest first: those carrying one of its parts' message ids
 * (submit_sm_resp, receipts) plus their partners, which carry no id of their own: the ESME's
 * submit_sm a response answers, and the ESME's deliver_sm_resp answering a receipt.
 */
export async function listMessagePdus(
  clientId: number,
  messageIds: readonly string[],
  signal?: AbortSignal,
): Promise<PduLog[]> {
  const ids = [...new Set(messageIds)].slice(0, MESSAGE_ID_LOOKUPS);
  const pages = await Promise.all(
    ids.map((messageId) => listEsmeLogs({ client: clientId, message_id: messageId }, signal)),
  );
  const carrying = pages.flatMap((page) => page.results);
  // A partner that carries the id too (query_sm and its response) is found without a call.
  const present = new Set(carrying.map((pdu) => `${pairKey(pdu)}/${pdu.command}`));
  const unpaired = carrying
    .filter((pdu) => {
      if (UNPAIRED_COMMANDS.has(pdu.command)) return false;
      const partner = { ...pdu, direction: pdu.direction === 'in' ? 'out' : 'in' } as const;
      return !present.has(`${pairKey(partner)}/${partnerCommand(pdu.command)}`);
    })
    .slice(0, PARTNER_LOOKUPS);
  const partners = await Promise.all(unpaired.map((pdu) => findPartner(clientId, pdu, signal)));
  const byId = new Map<number, PduLog>();
  for (const pdu of [...carrying, ...partners]) if (pdu) byId.set(pdu.id, pdu);
  return [...byId.values()].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
}

export const messagePdusQueryOptions = (clientId: number, messageIds: readonly string[]) =>
  queryOptions({
    queryKey: esmeMessageKeys.pdus(clientId, messageIds),
    queryFn: ({ signal }) => listMessagePdus(clientId, messageIds, signal),
  });

/** Waits until the message is known to have an account and at least one message id. */
export const useMessagePdus = (clientId: number | null, messageIds: readonly string[]) =>
  useQuery({
    ...messagePdusQueryOptions(clientId ?? 0, messageIds),
    enabled: clientId !== null && messageIds.length > 0,
  });
