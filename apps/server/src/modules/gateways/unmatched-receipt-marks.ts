import { CommandId } from '@routelab/smpp';
import type { Work } from '../../db/work.js';
import type { ReceiptUpdate, UnmatchedReceiptMarks } from '../../smpp/ports/gateway-parts.js';

/**
 * What receipts that matched no part leave behind: their gateway's count and last one (shown
 * with the gateway), and a mark on their deliver_sm in the PDU log.
 */
export class UnmatchedReceiptStatements implements UnmatchedReceiptMarks {
  /** One UPDATE per gateway: the count grows, the last receipt (in arrival order) is kept. */
  addCounts(work: Work, receipts: readonly ReceiptUpdate[]): void {
    const perGateway = new Map<number, { count: number; last: ReceiptUpdate }>();
    for (const receipt of receipts) {
      const known = perGateway.get(receipt.gatewayId);
      if (known) {
        known.count += 1;
        known.last = receipt;
      } else perGateway.set(receipt.gatewayId, { count: 1, last: receipt });
    }
    for (const [gatewayId, { count, last }] of perGateway) {
      work.run(
        'update gateways set unmatched_receipts = unmatched_receipts + ?, ' +
          'unmatched_receipt_at = ?, unmatched_receipt_id = ? where id = ?',
        [count, last.at, last.id.slice(0, 65), gatewayId],
      );
    }
  }

  /**
   * Marks each receipt's deliver_sm (its session and sequence number on the gateway). Each term
   * names the side: only then does SQLite look each up in the SMSC side's partial index, instead
   * of scanning all of it. The command is named too: the SMSC numbers its requests apart from
   * ours, so the submit_sm_resp answering our submit of the same number came in on that session.
   */
  addLogMarks(work: Work, receipts: readonly ReceiptUpdate[]): void {
    const one = "(side = 'smsc' and connection_id = ? and sequence_number = ? and session_id = ?)";
    work.run(
      `update pdu_logs set unmatched_receipt = 1 where direction = 'in' and command_id = ${CommandId.deliver_sm} and (${receipts
        .map(() => one)
        .join(' or ')})`,
      receipts.flatMap((receipt) => [receipt.gatewayId, receipt.sequenceNumber, receipt.sessionId]),
    );
  }
}
