import { messageIdKeys, normalizeMessageId } from '@routelab/smpp';
import { FINAL_STATUSES } from './aggregate-status.js';
import { caseUpdate } from './case-update.js';
import { runRaw } from '../../db/raw-sql.js';
import type { Trx } from '../../db/database.js';
import type { MatchedReceipt, PartAnswer, ReceiptUpdate } from '../../smpp/ports/gateway-parts.js';

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

const RECEIPT_CHUNK = 200;

interface ReceiptCandidate {
  id: number;
  sms_id: number;
  user_id: number;
  load_test_id: string | null;
  status: string;
  match_key: string;
}

/**
 * Applies delivery receipts, each to the part it names on its gateway. Open parts (not final:
 * still waiting for their outcome) come first: an SMSC that restarted its counter reuses ids,
 * and a receipt belongs to the message still waiting for one, not to an old finished one, even
 * when only the old one has the id spelt exactly. Among open parts, then among final ones, the
 * id's keys are tried in order (as written, then its decimal value, then its value read as
 * hex) and the newest part under the first key that finds one wins. One indexed lookup and one
 * UPDATE per chunk of receipts; a later receipt for the same part wins. Results are in the
 * order given.
 */
export async function applyReceipts(
  trx: Trx,
  receipts: readonly ReceiptUpdate[],
): Promise<(MatchedReceipt | undefined)[]> {
  const results: (MatchedReceipt | undefined)[] = [];
  for (let start = 0; start < receipts.length; start += RECEIPT_CHUNK) {
    results.push(...(await applyChunk(trx, receipts.slice(start, start + RECEIPT_CHUNK))));
  }
  return results;
}

async function applyChunk(
  trx: Trx,
  receipts: readonly ReceiptUpdate[],
): Promise<(MatchedReceipt | undefined)[]> {
  const keysOf = receipts.map((receipt) => messageIdKeys(receipt.id));
  // The newest part under each key, and the newest open one.
  const newest = new Map<string, ReceiptCandidate>();
  const newestOpen = new Map<string, ReceiptCandidate>();
  const keep = (found: Map<string, ReceiptCandidate>, slot: string, part: ReceiptCandidate) => {
    if ((found.get(slot)?.id ?? -1) < part.id) found.set(slot, part);
  };
  for (const gatewayId of new Set(receipts.map((receipt) => receipt.gatewayId))) {
    const keys = keysOf.filter((_, index) => receipts[index]!.gatewayId === gatewayId).flat();
    for (const candidate of await lookUp(trx, gatewayId, keys)) {
      const slot = `${gatewayId}/${candidate.match_key}`;
      keep(newest, slot, candidate);
      if (!FINAL_STATUSES.has(candidate.status)) keep(newestOpen, slot, candidate);
    }
  }
  const updates = new Map<number, ReceiptUpdate>();
  const results = receipts.map((receipt, index) => {
    const firstUnder = (found: Map<string, ReceiptCandidate>) =>
      keysOf[index]!.map((key) => found.get(`${receipt.gatewayId}/${key}`)).find(
        (candidate) => candidate !== undefined,
      );
    const part = firstUnder(newestOpen) ?? (receipt.openOnly ? undefined : firstUnder(newest));
    if (!part) return undefined;
    updates.delete(part.id);
    updates.set(part.id, receipt);
    return { smsId: part.sms_id, userId: part.user_id, loadTestId: part.load_test_id };
  });
  await caseUpdate(
    trx,
    'smsc_message_parts',
    [...updates].map(([id, receipt]) => ({
      id,
      status: receipt.status,
      dlr_text: receipt.text,
      done_at: receipt.at,
      receipt_session_id: receipt.sessionId,
      receipt_sequence_number: receipt.sequenceNumber,
    })),
    [
      { name: 'status', numeric: false },
      { name: 'dlr_text', numeric: false },
      { name: 'done_at', numeric: true },
      { name: 'receipt_session_id', numeric: false },
      { name: 'receipt_sequence_number', numeric: true },
    ],
  );
  return results;
}

/** Parts of a gateway under any of `keys`, each with the key it was found by. */
async function lookUp(trx: Trx, gatewayId: number, keys: string[]): Promise<ReceiptCandidate[]> {
  const texts = [...new Set(keys.filter((key) => key.startsWith('s:')).map((k) => k.slice(2)))];
  const numbers = [...new Set(keys.filter((key) => key.startsWith('n:')).map((k) => k.slice(2)))];
  // One indexed branch per id column (gateway_id, column), so no branch scans the table.
  const branches: string[] = [];
  const parameters: unknown[] = [];
  const branch = (column: string, prefix: string, values: string[]) => {
    if (values.length === 0) return;
    branches.push(
      `select p.id, p.sms_id, m.user_id, m.load_test_id, p.status, ` +
        `'${prefix}' || p.${column} as match_key ` +
        'from smsc_message_parts p inner join smsc_messages m on m.id = p.sms_id ' +
        `where p.gateway_id = ? and p.${column} in (${values.map(() => '?').join(', ')})`,
    );
    parameters.push(gatewayId, ...values);
  };
  branch('smsc_message_id', 's:', texts);
  branch('id_decimal', 'n:', numbers);
  branch('id_hex_value', 'n:', numbers);
  if (branches.length === 0) return [];
  return runRaw<ReceiptCandidate>(trx, branches.join(' union all '), parameters);
}
