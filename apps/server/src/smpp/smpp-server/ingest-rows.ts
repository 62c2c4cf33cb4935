import type { MessageStatus } from '@routelab/shared';
import type { PduOf } from '@routelab/smpp';
import type { NewEsmeMessagePartRow, NewEsmeMessageRow } from '../../db/schema.js';
import { ConcatenationTracker, type PartPlacement } from '../concatenation-tracker.js';
import type { Random } from '../dlr/auto-outcome.js';
import type { MagicEffect } from '../dlr/magic-destinations.js';
import {
  NO_OUTCOME,
  planAutoOutcome,
  type PlannedOutcome,
  type SubmitTimes,
} from '../dlr/report-plan.js';
import { messageText } from '../message-text.js';
import type { EventInterest } from '../ports/event-interest.js';
import type { IngestBatch, MessageProgress } from '../ports/ingest-store.js';
import type { MtRouteChoice } from '../ports/mt-router.js';
import type { LiveAccount } from './bind-registry.js';
import { readSubmitContent, tlvsJson, toHex, type SubmitPdu } from './submit-content.js';

/** The address of one stored message: a submit_sm / data_sm, or one submit_multi destination. */
export interface Destination {
  dest_addr_ton: number;
  dest_addr_npi: number;
  destination_addr: string;
}

/** What the ingest decided about one stored part before its rows are built. */
export interface PartFacts {
  partId: number;
  messageId: string | null;
  /** The submitting session: receipts go back on it while it is bound. */
  sessionId: string;
  magic: MagicEffect | undefined;
  refusal: number | undefined;
  now: number;
  times: SubmitTimes;
  /** What this part was charged; null with billing off. */
  cost: number | null;
  /** Numbers a new message. */
  nextMessageId: () => number;
  /**
   * A routing account's part: the outcome it takes instead of the account's automatic one
   * (null: none, the gateway's receipt will tell), and the gateway it goes out on, if any.
   */
  routing?: { outcome: PlannedOutcome | null; choice: MtRouteChoice | undefined };
}

/**
 * Builds the rows a submit stores: a new message with its first part, or a later part of a
 * concatenated message (found by the tracker) with the message's progress; the automatic
 * outcome planned for the part; replace_if_present's replacement; and the durable event of a
 * message completed for an account whose webhook wants it.
 */
export class IngestRows {
  private readonly tracker = new ConcatenationTracker();

  constructor(
    private readonly random: Random,
    private readonly interest: EventInterest | undefined,
  ) {}

  /** Forgets concatenations that stopped long ago (called every minute). */
  sweep(): void {
    this.tracker.sweep();
  }

  /** After a failed write: rows the tracker points at may not exist, so messages start afresh. */
  reset(): void {
    this.tracker.reset();
  }

  add(
    batch: IngestBatch,
    account: LiveAccount,
    pdu: SubmitPdu | PduOf<'submit_multi'>,
    dest: Destination,
    facts: PartFacts,
  ): void {
    const { now, times } = facts;
    const content = readSubmitContent(pdu);
    const { concatenation } = content;
    const refused = facts.refusal !== undefined;
    const status: MessageStatus = refused ? 'failed' : 'enroute';
    const placement =
      concatenation && !refused
        ? this.tracker.place(
            account.clientId,
            pdu.source_addr,
            dest.destination_addr,
            concatenation,
            pdu.data_coding,
            facts.nextMessageId,
          )
        : { kind: 'new' as const, messageRowId: facts.nextMessageId() };
    const tlvs = tlvsJson(content.tlvs);
    if (!refused) this.noteReceived(batch, account, placement, concatenation?.total ?? 1, now);
    if (placement.kind === 'new') {
      const row: NewEsmeMessageRow = {
        id: placement.messageRowId,
        user_id: account.userId,
        client_id: account.clientId,
        command: pdu.command,
        service_type: pdu.service_type,
        source_addr: pdu.source_addr,
        source_addr_ton: pdu.source_addr_ton,
        source_addr_npi: pdu.source_addr_npi,
        destination_addr: dest.destination_addr,
        dest_addr_ton: dest.dest_addr_ton,
        dest_addr_npi: dest.dest_addr_npi,
        text: messageText(content.body, pdu.data_coding),
        data_coding: pdu.data_coding,
        esm_class: pdu.esm_class,
        registered_delivery: pdu.registered_delivery,
        concatenation: content.method,
        parts: concatenation?.total ?? 1,
        parts_received: 1,
        message_id: facts.messageId,
        status,
        command_status: facts.refusal ?? 0,
        dlr_text: null,
        tlvs,
        created_at: now,
        done_at: refused ? now : null,
        scheduled_at: times.scheduledAt,
        valid_until: times.validUntil,
        replaced_by: null,
        cost_micros: facts.cost,
      };
      batch.messages.push(row);
      if (!refused && pdu.command !== 'data_sm' && pdu.replace_if_present_flag === 1) {
        (batch.replacements ??= []).push({
          clientId: account.clientId,
          sourceAddr: pdu.source_addr,
          destinationAddr: dest.destination_addr,
          serviceType: pdu.service_type,
          byMessage: placement.messageRowId,
          at: now,
        });
      }
    } else if (placement.received > 0 || facts.cost) {
      // A part received again (received -1) counts no further but adds its cost.
      const progress: MessageProgress = { id: placement.messageRowId };
      if (placement.received > 0) progress.parts_received = placement.received;
      if (placement.completeText !== undefined) progress.text = placement.completeText;
      if (facts.cost) progress.cost_micros = facts.cost;
      batch.progress.push(progress);
    }
    const outcome = refused
      ? undefined
      : facts.routing
        ? (facts.routing.outcome ?? undefined)
        : planAutoOutcome(
            account.policy,
            facts.magic,
            pdu.registered_delivery,
            now,
            times,
            this.random,
          );
    const part: NewEsmeMessagePartRow = {
      id: facts.partId,
      esme_message_id: placement.messageRowId,
      client_id: account.clientId,
      seq: concatenation?.seq ?? 1,
      message_id: facts.messageId,
      short_message_hex: toHex(content.octets),
      esm_class: pdu.esm_class,
      registered_delivery: pdu.registered_delivery,
      tlvs,
      status,
      command_status: facts.refusal ?? 0,
      submitted_at: now,
      done_at: refused ? now : null,
      dlr_text: null,
      ...(outcome ?? NO_OUTCOME),
      session_id: facts.sessionId,
    };
    batch.parts.push(part);
    const choice = refused ? undefined : facts.routing?.choice;
    if (choice) {
      (batch.routed ??= []).push({
        esmePartId: facts.partId,
        userId: account.userId,
        choice,
        submit: {
          service_type: pdu.service_type,
          source_addr_ton: pdu.source_addr_ton,
          source_addr_npi: pdu.source_addr_npi,
          source_addr: pdu.source_addr,
          dest_addr_ton: dest.dest_addr_ton,
          dest_addr_npi: dest.dest_addr_npi,
          destination_addr: dest.destination_addr,
          esm_class: pdu.esm_class,
          protocol_id: pdu.command === 'data_sm' ? 0 : pdu.protocol_id,
          priority_flag: pdu.command === 'data_sm' ? 0 : pdu.priority_flag,
          schedule_delivery_time: pdu.command === 'data_sm' ? '' : pdu.schedule_delivery_time,
          validity_period: pdu.command === 'data_sm' ? '' : pdu.validity_period,
          registered_delivery: pdu.registered_delivery,
          data_coding: pdu.data_coding,
        },
        octetsHex: part.short_message_hex,
        tlvsJson: tlvs,
        text: messageText(content.body, pdu.data_coding),
        costMicros: facts.cost,
        at: now,
      });
    }
  }

  /**
   * A message complete with this part (alone, or its last part), of an account whose webhook
   * wants it: its durable event goes in the batch (one map lookup for every other account).
   */
  private noteReceived(
    batch: IngestBatch,
    account: LiveAccount,
    placement: PartPlacement,
    total: number,
    now: number,
  ): void {
    const complete = placement.kind === 'new' ? total <= 1 : placement.completeText !== undefined;
    if (!complete) return;
    const userId = this.interest?.(account.clientId, 'message.received');
    if (userId === undefined) return;
    (batch.events ??= []).push({
      kind: 'esme.message.received',
      userId,
      at: now,
      data: { message_id: placement.messageRowId, client_id: account.clientId },
    });
  }
}
