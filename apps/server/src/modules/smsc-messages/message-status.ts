import type { MessageStatus } from '@routelab/shared';
import type { SmscMessagePartRow } from '../../db/schema.js';
import { aggregateStatus, FINAL_STATUSES } from './aggregate-status.js';
import { caseUpdate } from './case-update.js';
import type { Trx } from '../../db/database.js';
import type { Work } from '../../db/work.js';
import type { MessageChange } from '../../smpp/ports/gateway-parts.js';
import type { PartRefunds } from './part-refunds.js';

interface MessageState {
  id: number;
  status: MessageStatus;
  message_id: string | null;
  command_status: number | null;
  error: string | null;
  dlr_text: string | null;
  submitted_at: number | null;
  done_at: number | null;
}

function messageState(smsId: number, list: SmscMessagePartRow[]): MessageState {
  const first = list[0]!;
  const failed = list.find((part) => part.error !== null || (part.command_status ?? 0) !== 0);
  const submitted = list.map((part) => part.submitted_at).filter((t) => t !== null);
  const done = list.map((part) => Number(part.done_at ?? part.responded_at ?? 0));
  return {
    id: smsId,
    status: aggregateStatus(list.map((part) => part.status)),
    message_id: first.smsc_message_id,
    command_status: failed?.command_status ?? first.command_status,
    error: failed?.error ?? null,
    dlr_text: list.find((part) => part.dlr_text !== null)?.dlr_text ?? null,
    submitted_at: submitted.length > 0 ? Math.min(...submitted.map(Number)) : null,
    done_at: list.every((part) => FINAL_STATUSES.has(part.status)) ? Math.max(...done) : null,
  };
}

/**
 * Recomputes each message's status, ids and times from its parts, many messages per UPDATE
 * (CASE by id), and refunds the parts that ended unaccepted (the message's cost goes down by
 * it), in the transaction `trx` (the refunds' ledger rows join its `work`); returns what changed.
 */
export async function refreshMessages(
  trx: Trx,
  work: Work,
  smsIds: number[],
  refunds: PartRefunds,
): Promise<MessageChange[]> {
  if (smsIds.length === 0) return [];
  const rows = await trx
    .selectFrom('smsc_message_parts as p')
    .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
    .selectAll('p')
    .select(['m.user_id as owner_id', 'm.load_test_id as owner_load_test_id'])
    .where('p.sms_id', 'in', smsIds)
    .orderBy('p.sms_id')
    .orderBy('p.seq')
    .execute();
  const bySms = new Map<number, typeof rows>();
  for (const row of rows) {
    let list = bySms.get(row.sms_id);
    if (!list) bySms.set(row.sms_id, (list = []));
    list.push(row);
  }
  const states = [...bySms].map(([smsId, list]) => messageState(smsId, list));
  await updateMessages(trx, states);
  const refunded = await refunds.refund(trx, work, rows);
  const costs = [...bySms]
    .filter(([, list]) => list.some((part) => refunded.has(part.id)))
    .map(([id, list]) => ({
      id,
      cost_micros: list.reduce(
        (sum, part) => sum + (refunded.has(part.id) ? 0 : Number(part.charged_micros)),
        0,
      ),
    }));
  await caseUpdate(trx, 'smsc_messages', costs, [{ name: 'cost_micros', numeric: true }]);
  const cheaper = new Set(costs.map((cost) => cost.id));
  return states.map((state) => {
    const owner = bySms.get(state.id)![0]!;
    const change: MessageChange = {
      id: state.id,
      userId: owner.owner_id,
      status: state.status,
      loadTestId: owner.owner_load_test_id,
    };
    if (cheaper.has(state.id)) change.refunded = true;
    return change;
  });
}

function updateMessages(trx: Trx, states: MessageState[]): Promise<void> {
  return caseUpdate(trx, 'smsc_messages', states, [
    { name: 'status', numeric: false },
    { name: 'message_id', numeric: false },
    { name: 'command_status', numeric: true },
    { name: 'error', numeric: false },
    { name: 'dlr_text', numeric: false },
    { name: 'submitted_at', numeric: true },
    { name: 'done_at', numeric: true },
  ]);
}
