import { messageIdKeys, normalizeMessageId } from '@routelab/smpp';
import { caseUpdate } from './case-update.js';
import type { Trx } from './outbox-repository.js';

export interface PartAnswer {
  status: 'submitted' | 'failed' | 'unknown';
  /** Where and when the submit_sm went out; null when it never reached the socket. */
  sent: { sessionId: string; sequenceNumber: number; at: number } | null;
  commandStatus: number | null;
  messageId: string | null;
  error: string | null;
  at: number;
}

export interface ReceiptUpdate {
  gatewayId: number;
  id: string;
  status: string;
  text: string;
  at: number;
  sessionId: string;
  sequenceNumber: number;
}

export interface MatchedReceipt {
  smsId: number;
  userId: number;
  loadTestId: string | null;
}

/** The SMSC refused for now (throttled, queue full, not bound): the part goes out again. */
export async function markRequeued(trx: Trx, partId: number): Promise<void> {
  await trx
    .updateTable('smsc_message_parts')
    .set({ state: 'queued', status: 'queued', session_id: null, sequence_number: null })
    .where('id', '=', partId)
    .execute();
}

/** Records many answers in one statement per chunk; see PartAnswer. */
export async function markAnswered(
  trx: Trx,
  answers: readonly { partId: number; answer: PartAnswer }[],
): Promise<void> {
  const rows = answers.map(({ partId, answer }) => {
    const id = answer.messageId ? normalizeMessageId(answer.messageId) : undefined;
    return {
      id: partId,
      status: answer.status,
      session_id: answer.sent?.sessionId ?? null,
      sequence_number: answer.sent?.sequenceNumber ?? null,
      submitted_at: answer.sent?.at ?? null,
      command_status: answer.commandStatus,
      error: answer.error,
      smsc_message_id: id?.text ?? null,
      id_decimal: id?.decimal ?? null,
      id_hex_value: id?.hexValue ?? null,
      responded_at: answer.at,
    };
  });
  await caseUpdate(
    trx,
    'smsc_message_parts',
    rows,
    [
      { name: 'status', numeric: false },
      { name: 'session_id', numeric: false },
      { name: 'sequence_number', numeric: true },
      { name: 'submitted_at', numeric: true },
      { name: 'command_status', numeric: true },
      { name: 'error', numeric: false },
      { name: 'smsc_message_id', numeric: false },
      { name: 'id_decimal', numeric: false },
      { name: 'id_hex_value', numeric: false },
      { name: 'responded_at', numeric: true },
    ],
    { state: 'answered' },
  );
}

/**
 * Applies a delivery receipt to the part it names on this gateway, trying the id's keys in
 * order (as written, then its decimal value, then its value read as hex).
 */
export async function applyReceipt(
  trx: Trx,
  receipt: ReceiptUpdate,
): Promise<MatchedReceipt | undefined> {
  let part:
    { id: number; sms_id: number; user_id: number; load_test_id: string | null } | undefined;
  for (const key of messageIdKeys(receipt.id)) {
    const value = key.slice(2);
    let query = trx
      .selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .select(['p.id', 'p.sms_id', 'm.user_id', 'm.load_test_id'])
      .where('p.gateway_id', '=', receipt.gatewayId);
    query = key.startsWith('s:')
      ? query.where('p.smsc_message_id', '=', value)
      : query.where((eb) =>
          eb.or([eb('p.id_decimal', '=', value), eb('p.id_hex_value', '=', value)]),
        );
    part = await query.orderBy('p.id', 'desc').limit(1).executeTakeFirst();
    if (part) break;
  }
  if (!part) return undefined;
  await trx
    .updateTable('smsc_message_parts')
    .set({
      status: receipt.status,
      dlr_text: receipt.text,
      done_at: receipt.at,
      receipt_session_id: receipt.sessionId,
      receipt_sequence_number: receipt.sequenceNumber,
    })
    .where('id', '=', part.id)
    .execute();
  return { smsId: part.sms_id, userId: part.user_id, loadTestId: part.load_test_id };
}
