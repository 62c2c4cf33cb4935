import type { MessageStatus } from '@routelab/shared';
import { MessageState, type PduOf, type SmppSession } from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { EsmeMessagePartRow } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import type { Transactions } from '../../db/transactions.js';
import type { EsmeMessageStore } from '../ports/esme-message-store.js';
import { messageText } from '../message-text.js';
import { toHex } from './submit-content.js';
import { readSubmitTimes } from './submit-times.js';

const STATE_OF: Partial<Record<MessageStatus, number>> = {
  enroute: MessageState.ENROUTE,
  delivered: MessageState.DELIVERED,
  expired: MessageState.EXPIRED,
  deleted: MessageState.DELETED,
  undeliverable: MessageState.UNDELIVERABLE,
  accepted: MessageState.ACCEPTED,
  rejected: MessageState.REJECTED,
};

const two = (n: number) => String(n).padStart(2, '0');

/** SMPP absolute time in UTC: YYMMDDhhmmss000+ (tenths 0, offset 00 quarter hours). */
export function smppAbsoluteTime(epochMs: number): string {
  const d = new Date(epochMs);
  return (
    two(d.getUTCFullYear() % 100) +
    two(d.getUTCMonth() + 1) +
    two(d.getUTCDate()) +
    two(d.getUTCHours()) +
    two(d.getUTCMinutes()) +
    two(d.getUTCSeconds()) +
    '000+'
  );
}

/**
 * A part's state now: an automatic outcome that is due counts before the settler has stored it
 * (it runs every 200 ms), so query_sm never answers ENROUTE after the outcome's time.
 */
function stateOf(part: EsmeMessagePartRow, now: number): { status: string; doneAt: number | null } {
  const due = part.status === 'enroute' && part.outcome_at !== null && part.outcome_at <= now;
  return due
    ? { status: part.report_status ?? part.status, doneAt: part.outcome_at }
    : { status: part.status, doneAt: part.done_at };
}

const isOpen = (part: EsmeMessagePartRow, now: number) => stateOf(part, now).status === 'enroute';

const UNKNOWN_ID = 'No message of this account has this message_id.';
const NOTHING_OPEN = 'No open message of this account has this source and destination.';
const FINAL = 'The message is final already.';

/**
 * query_sm, cancel_sm and replace_sm on an account's own messages, by the message id we gave.
 * Refusals are domain errors that the session handler answers through commandStatusOf: an
 * unknown id (NotFoundError) ESME_RINVMSGID, a message already final (ConflictError)
 * ESME_RCANCELFAIL / ESME_RREPLACEFAIL.
 */
export class MessageOperations {
  constructor(
    private readonly messages: EsmeMessageStore,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async query(session: SmppSession, clientId: number, pdu: PduOf<'query_sm'>): Promise<void> {
    const [part] = await this.messages.partsByMessageId(clientId, pdu.message_id);
    if (!part) throw new NotFoundError(UNKNOWN_ID);
    const { status, doneAt } = stateOf(part, this.clock());
    session.respond(pdu, {
      message_id: pdu.message_id,
      final_date: doneAt === null ? '' : smppAbsoluteTime(doneAt),
      message_state: STATE_OF[status as MessageStatus] ?? MessageState.UNKNOWN,
      // The planned outcome's error is no one's business before the outcome.
      error_code: status === 'enroute' ? 0 : Math.min(0xff, part.report_error ?? 0),
    });
  }

  async cancel(session: SmppSession, clientId: number, pdu: PduOf<'cancel_sm'>): Promise<void> {
    const parts = pdu.message_id
      ? await this.messages.partsByMessageId(clientId, pdu.message_id)
      : await this.messages.openPartsByAddress(clientId, pdu.source_addr, pdu.destination_addr);
    if (parts.length === 0) {
      throw pdu.message_id ? new NotFoundError(UNKNOWN_ID) : new ConflictError(NOTHING_OPEN);
    }
    const now = this.clock();
    if (!parts.every((part) => isOpen(part, now))) throw new ConflictError(FINAL);
    await this.transactions.write((work) => this.messages.addCancel(work, parts, now));
    session.respond(pdu);
  }

  async replace(session: SmppSession, clientId: number, pdu: PduOf<'replace_sm'>): Promise<void> {
    const now = this.clock();
    const times = readSubmitTimes(pdu, now);
    // Answered as submits answer them (ESME_RINVSCHED / ESME_RINVEXPIRY), without an error.
    if ('refusal' in times) {
      session.respond(pdu, { commandStatus: times.refusal });
      return;
    }
    const [part] = await this.messages.partsByMessageId(clientId, pdu.message_id);
    if (!part) throw new NotFoundError(UNKNOWN_ID);
    const message = await this.messages.findMessage(part.esme_message_id);
    if (!message || !isOpen(part, now)) throw new ConflictError(FINAL);
    const changes = {
      short_message_hex: toHex(pdu.short_message),
      registered_delivery: pdu.registered_delivery,
      text: message.parts === 1 ? messageText(pdu.short_message, message.data_coding) : undefined,
    };
    await this.transactions.write((work) => this.messages.addReplace(work, part, changes));
    session.respond(pdu);
  }
}
