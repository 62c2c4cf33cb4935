import {
  CommandStatus,
  concatenationOf,
  EsmClass,
  resolveReceipt,
  tlvInt,
  tlvString,
  TlvTag,
  type ConcatenatedPart,
  type DefaultCharset,
  type PduOf,
} from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { Trx } from '../../db/database.js';
import type { OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { MatchedReceipt, MoRows } from '../ports/gateway-parts.js';
import type { GatewayEventInterest } from '../ports/event-interest.js';
import type { MoRouteChoice, MoRouting } from '../ports/mo-routing.js';
import type { CommitQueue } from './commit-queue.js';
import type { MoAssembly, MoStore } from './mo-assembly.js';
import { messageText } from '../message-text.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export type IncomingPdu = PduOf<'deliver_sm'> | PduOf<'data_sm'>;

/** The PDU's TLVs as stored: JSON [{ tag, value (hex) }]. */
const tlvsJson = (pdu: IncomingPdu) =>
  JSON.stringify(pdu.tlvs.map((tlv) => ({ tag: tlv.tag, value: tlv.value.toString('hex') })));

export interface IncomingContext {
  gatewayId: number;
  sessionId: string;
  userId: number;
  commits: CommitQueue;
  /** Where MO messages are stored. */
  moRows: MoRows;
  /** Gateway mode: MO routes relay MO parts to ESME accounts. */
  moRouting?: MoRouting | undefined;
  /** Whether the gateway's webhooks want its MO (an outbox event each); all when not given. */
  interest?: GatewayEventInterest | undefined;
  clock: Clock;
  /** The gateway's long MO messages being put together. */
  mo: MoAssembly;
  /** What data_coding 0 means on the gateway's link. */
  defaultCharset: DefaultCharset;
  /** Submits of this gateway written and not yet answered. */
  awaitingResponses: () => boolean;
  /** A receipt updated its part (perhaps well after it was answered: see CommitQueue). */
  onReceipt: (matched: MatchedReceipt, status: string) => void;
}

/**
 * The body of a deliver_sm / data_sm (message_payload wins) without any UDH, its text (data_coding
 * 0 in the link's charset), and the concatenation it is a part of (UDH or SAR TLVs), if any.
 */
function contentOf(
  pdu: IncomingPdu,
  defaultCharset: DefaultCharset,
): {
  body: Uint8Array;
  text: string;
  concatenation: ConcatenatedPart | undefined;
} {
  const payload = pdu.tlvs.find((tlv) => tlv.tag === TlvTag.message_payload)?.value;
  const octets = payload ?? (pdu.command === 'deliver_sm' ? pdu.short_message : Buffer.alloc(0));
  let concatenation: ConcatenatedPart | undefined;
  let body: Uint8Array = octets;
  try {
    concatenation = concatenationOf(octets, pdu.esm_class, {
      ref: tlvInt(pdu.tlvs, TlvTag.sar_msg_ref_num),
      total: tlvInt(pdu.tlvs, TlvTag.sar_total_segments),
      seq: tlvInt(pdu.tlvs, TlvTag.sar_segment_seqnum),
    });
    body = concatenation?.body ?? stripUdh(octets, pdu.esm_class);
  } catch {
    body = octets;
  }
  return { body, text: messageText(body, pdu.data_coding, { defaultCharset }), concatenation };
}

function stripUdh(octets: Buffer, esmClass: number): Uint8Array {
  if ((esmClass & EsmClass.UDHI) === 0 || octets.length === 0) return octets;
  return octets.subarray(Math.min(octets.length, 1 + (octets[0] ?? 0)));
}

/**
 * A deliver_sm or data_sm from the SMSC: a delivery receipt (esm_class 0x04, or a
 * receipted_message_id TLV) updates the part it names; anything else is stored as an MO
 * message (the parts of a long one as one message). Resolves with the command_status to answer
 * once the change is stored.
 */
export async function handleIncoming(pdu: IncomingPdu, ctx: IncomingContext): Promise<number> {
  const { body, text, concatenation } = contentOf(pdu, ctx.defaultCharset);
  const receiptedId = tlvString(pdu.tlvs, TlvTag.receipted_message_id);
  const isReceipt =
    (pdu.esm_class & EsmClass.TYPE_MASK) === EsmClass.TYPE_DELIVERY_RECEIPT ||
    (pdu.esm_class & EsmClass.TYPE_MASK) === EsmClass.TYPE_INTERMEDIATE_NOTIFICATION ||
    receiptedId !== undefined;
  const at = ctx.clock();
  try {
    if (isReceipt) {
      // The fields are read from the octets (ids are ASCII); the text kept is in the link's charset.
      const resolved = resolveReceipt({
        body: { octets: body, dataCoding: pdu.data_coding },
        ...(receiptedId !== undefined && { receiptedMessageId: receiptedId }),
        ...(tlvInt(pdu.tlvs, TlvTag.message_state) !== undefined && {
          messageState: tlvInt(pdu.tlvs, TlvTag.message_state)!,
        }),
      });
      // A receipt can arrive in the same read as the submit_sm_resp that names its id: let that
      // response be queued first, so that the receipt need not be held for it.
      await nextTurn();
      // Resolves once the receipt is stored, or held for the submit_sm_resp that will name its
      // id (the SMSC sent the receipt first). A held receipt is answered ESME_ROK at once rather
      // than when it is matched: held answers would fill the SMSC's window (often 1 for
      // deliver_sm) and stall every receipt and MO behind them for up to the hold time, and
      // its own response timer would fire and resend. What that costs: a receipt still held
      // when the server stops is lost (logged as dropped) instead of being sent again.
      await ctx.commits.receipt(
        {
          gatewayId: ctx.gatewayId,
          id: resolved.id ?? '',
          status: resolved.status,
          text,
          at,
          sessionId: ctx.sessionId,
          sequenceNumber: pdu.sequenceNumber,
          // With submits awaiting their response, a final part with this id may be an old one
          // whose id the SMSC reuses for one of them: only an open part takes it at once.
          openOnly: ctx.awaitingResponses(),
        },
        (matched) => ctx.onReceipt(matched, resolved.status),
      );
      return CommandStatus.ESME_ROK;
    }
    const routed = ctx.moRouting?.router.chooseMo({
      userId: ctx.userId,
      gatewayId: ctx.gatewayId,
      destination: pdu.destination_addr,
    });
    await ctx.commits.enqueue(async (trx) => {
      const events: OutboxEvent[] = [];
      const store = moStore(trx, ctx, pdu, at, events);
      const id = concatenation
        ? await ctx.mo.store(
            pdu.source_addr,
            pdu.destination_addr,
            concatenation,
            text,
            pdu.data_coding,
            store,
          )
        : await store.insert(text, 1);
      if (!concatenation) store.completed(id, text, 1);
      const seq = concatenation?.seq ?? 1;
      await insertMoPart(trx, ctx, pdu, id, seq, at);
      if (routed) await relayMoPart(trx, ctx.moRouting!, pdu, routed, id, seq, at);
      // The console lists it at once: received messages have no parts to report a change.
      const received = [{ id, userId: ctx.userId, status: 'delivered' as const, loadTestId: null }];
      return { result: id, touched: [], received, events };
    });
    if (routed) ctx.moRouting!.onRouted([routed.clientId]);
    return CommandStatus.ESME_ROK;
  } catch {
    // Not stored: ask the SMSC to retry later rather than lose it. Half-assembled long
    // messages may point at rows that were rolled back: start them afresh.
    ctx.mo.reset();
    return CommandStatus.ESME_RX_T_APPN;
  }
}

/**
 * One part row per MO PDU, answered and delivered from the start: it keeps the PDU as received
 * and the session and sequence number by which the message view finds the deliver_sm and its
 * response in the log.
 */
async function insertMoPart(
  trx: Trx,
  ctx: IncomingContext,
  pdu: IncomingPdu,
  smsId: number,
  seq: number,
  at: number,
): Promise<void> {
  await ctx.moRows.insertPart(trx, {
    sms_id: smsId,
    gateway_id: ctx.gatewayId,
    seq,
    state: 'answered',
    status: 'delivered',
    esm_class: pdu.esm_class,
    short_message: pdu.command === 'deliver_sm' ? pdu.short_message.toString('hex') : '',
    tlvs: tlvsJson(pdu),
    session_id: ctx.sessionId,
    sequence_number: pdu.sequenceNumber,
    created_at: at,
    submitted_at: at,
    done_at: at,
  });
}

/**
 * The MO part as an MO route relays it to its ESME account: as the SMSC sent it (addresses,
 * esm_class, data_coding, octets with any UDH, TLVs), in the transaction that stores the MO.
 */
function relayMoPart(
  trx: Trx,
  routing: MoRouting,
  pdu: IncomingPdu,
  routed: MoRouteChoice,
  moMessageId: number,
  seq: number,
  at: number,
): Promise<void> {
  return routing.deliveries.insert(trx, {
    client_id: routed.clientId,
    route_id: routed.routeId,
    mo_message_id: moMessageId,
    seq,
    source_addr: pdu.source_addr,
    source_addr_ton: pdu.source_addr_ton,
    source_addr_npi: pdu.source_addr_npi,
    destination_addr: pdu.destination_addr,
    dest_addr_ton: pdu.dest_addr_ton,
    dest_addr_npi: pdu.dest_addr_npi,
    esm_class: pdu.esm_class,
    data_coding: pdu.data_coding,
    short_message: pdu.command === 'deliver_sm' ? pdu.short_message.toString('hex') : '',
    tlvs: tlvsJson(pdu),
    state: 'queued',
    due_at: at,
    created_at: at,
    done_at: null,
  });
}

/**
 * Inserts and completes the MO message rows of one PDU, inside the commit queue's transaction;
 * a whole message adds its `message.received` event to `events` (the outbox, same transaction).
 */
function moStore(
  trx: Trx,
  ctx: IncomingContext,
  pdu: IncomingPdu,
  at: number,
  events: OutboxEvent[],
): MoStore {
  return {
    completed: (rowId, text, parts) => {
      if (ctx.interest && !ctx.interest(ctx.gatewayId, 'mo.received')) return;
      events.push({
        kind: 'message.received',
        userId: ctx.userId,
        at,
        data: {
          message_id: rowId,
          gateway_id: ctx.gatewayId,
          source_addr: pdu.source_addr,
          destination_addr: pdu.destination_addr,
          text,
          data_coding: pdu.data_coding,
          parts,
          received_at: at,
        },
      });
    },
    insert: async (text, parts) => {
      return ctx.moRows.insertMessage(trx, {
        user_id: ctx.userId,
        gateway_id: ctx.gatewayId,
        direction: 'mo',
        source_addr: pdu.source_addr,
        source_addr_ton: pdu.source_addr_ton,
        source_addr_npi: pdu.source_addr_npi,
        destination_addr: pdu.destination_addr,
        dest_addr_ton: pdu.dest_addr_ton,
        dest_addr_npi: pdu.dest_addr_npi,
        text,
        data_coding: pdu.data_coding,
        esm_class: pdu.esm_class,
        registered_delivery: pdu.registered_delivery,
        parts,
        status: 'delivered',
        params: `{"tlvs":${tlvsJson(pdu)}}`,
        created_at: at,
        done_at: at,
      });
    },
    setText: (rowId, text) => ctx.moRows.setText(trx, rowId, text),
  };
}
