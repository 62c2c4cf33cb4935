import type { InjectedMo, InjectedMoList, PageQuery } from '@routelab/shared';
import {
  commandStatusName,
  decodePdu,
  getTlv,
  resolveSessionOptions,
  TlvTag,
  type Pdu,
} from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { PduLogRow } from '../../db/schema.js';
import { pageWindow } from '../../db/paged-rows.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { messageText } from '../../smpp/message-text.js';
import type { ClientsRepository } from '../clients/repository.js';
import type { PduLogRepository } from '../logs/repository.js';

/** How long our deliver_sm waits for its answer: the ESME server's sessions keep the default. */
const ANSWER_WAIT_MS = resolveSessionOptions({ role: 'smsc' }).responseTimeoutMs;

/**
 * The MO messages the console sent to an account's sessions, read back from the PDU log (the
 * only place they are kept: an MO is sent, not stored), each with its deliver_sm_resp.
 */
export class InjectedMos {
  constructor(
    private readonly clients: Pick<ClientsRepository, 'findForUser'>,
    private readonly pduLogs: PduLogRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, clientId: number, query: PageQuery): Promise<InjectedMoList> {
    if (!(await this.clients.findForUser(userId, clientId))) throw new NotFoundError();
    const { offset, limit } = pageWindow(query);
    const { count, rows } = await this.pduLogs.injectedMos(userId, clientId, offset, limit);
    const answers = await Promise.all(rows.map((row) => this.pduLogs.partnerOf(userId, row)));
    return {
      count,
      results: rows.map((row, index) => this.toInjectedMo(row, answers[index])),
    };
  }

  private toInjectedMo(row: PduLogRow, answer: PduLogRow | undefined): InjectedMo {
    const sentAt = Number(row.created_at);
    const status = answer ? Number(answer.command_status) : null;
    return {
      id: row.id,
      time: new Date(sentAt).toISOString(),
      session_id: row.session_id,
      sequence_number: Number(row.sequence_number),
      ...contentOf(row.raw),
      state: answer ? 'answered' : this.clock() - sentAt < ANSWER_WAIT_MS ? 'pending' : 'expired',
      command_status: status,
      command_status_name: status === null ? null : commandStatusName(status),
      response_id: answer?.id ?? null,
      answered_at: answer ? new Date(Number(answer.created_at)).toISOString() : null,
    };
  }
}

const NOTHING = { source_addr: '', destination_addr: '', text: '' };

/** The addresses and text of a logged deliver_sm (a part of a long one without its UDH). */
function contentOf(raw: Buffer | Uint8Array) {
  let pdu: Pdu;
  try {
    pdu = decodePdu(Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
  } catch {
    return NOTHING;
  }
  if (pdu.command !== 'deliver_sm') return NOTHING;
  const udhi = (pdu.esm_class & 0x40) !== 0;
  const octets = udhi
    ? pdu.short_message.subarray(1 + (pdu.short_message[0] ?? 0))
    : pdu.short_message;
  const payload = getTlv(pdu.tlvs, TlvTag.message_payload)?.value;
  const body = octets.length === 0 && payload ? payload : octets;
  return {
    source_addr: pdu.source_addr,
    destination_addr: pdu.destination_addr,
    text: messageText(body, pdu.data_coding),
  };
}
