import type { Clock } from '../../clock.js';
import type { Trx } from '../../db/database.js';
import { runRaw } from '../../db/raw-sql.js';
import type { SmscMessagePartRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';
import type { Ledger } from '../billing/ledger.js';

/** What a refund needs of a part: the row refreshMessages read, with its message's owner. */
export type RefundablePart = Pick<
  SmscMessagePartRow,
  'id' | 'sms_id' | 'state' | 'status' | 'command_status' | 'error' | 'charged_micros'
> & { owner_id: number };

/** Chunks of the guarded UPDATE (bound parameters stay well under both dialects' limits). */
const CHUNK = 500;

/**
 * Whether a part ended without the SMSC accepting it: refused (an error status or a
 * generic_nack), failed unsent, or left without any answer (timed out, the bind ended, a
 * restart after it may have reached the SMSC: no receipt can find a part without its SMSC
 * message id). One the SMSC accepted (status 0) is never refunded, whatever its receipt says.
 */
export function endedUnaccepted(part: RefundablePart): boolean {
  if (part.state !== 'answered') return false;
  const status = part.command_status === null ? null : Number(part.command_status);
  if (part.status === 'failed') return status !== 0;
  if (part.status === 'unknown') return status === null;
  return false;
}

/**
 * Gives back what parts that ended unaccepted were charged, in the transaction that stored how
 * they ended: their charge is set to 0 by a guarded UPDATE (so two paths that see a part end
 * refund it once), and each user gets one `refund` ledger row per batch.
 */
export class PartRefunds {
  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  /**
   * Refunds the parts among `parts` that ended unaccepted, in the transaction `trx` with its
   * `work` (the ledger rows); returns the ids of those refunded.
   */
  async refund(trx: Trx, work: Work, parts: readonly RefundablePart[]): Promise<Set<number>> {
    const due = parts.filter((part) => Number(part.charged_micros) > 0 && endedUnaccepted(part));
    const refunded = new Set<number>();
    for (let start = 0; start < due.length; start += CHUNK) {
      const ids = due.slice(start, start + CHUNK).map((part) => part.id);
      const rows = await runRaw<{ id: number }>(
        trx,
        `update smsc_message_parts set charged_micros = 0 where charged_micros > 0 and id in (${ids
          .map(() => '?')
          .join(', ')}) returning id`,
        ids,
      );
      for (const row of rows) refunded.add(Number(row.id));
    }
    if (refunded.size === 0) return refunded;
    const byUser = new Map<number, { micros: number; segments: number; firstSms: number }>();
    for (const part of due) {
      if (!refunded.has(part.id)) continue;
      const sum = byUser.get(part.owner_id) ?? { micros: 0, segments: 0, firstSms: part.sms_id };
      sum.micros += Number(part.charged_micros);
      sum.segments += 1;
      sum.firstSms = Math.min(sum.firstSms, part.sms_id);
      byUser.set(part.owner_id, sum);
    }
    const at = this.clock();
    for (const [userId, sum] of byUser) {
      this.ledger.add(work, {
        userId,
        amountMicros: sum.micros,
        kind: 'refund',
        reference: `sms:${sum.firstSms}`,
        note: `${sum.segments} ${sum.segments === 1 ? 'segment' : 'segments'} not accepted by the SMSC`,
        at,
      });
    }
    return refunded;
  }

  /** Tells the users their new balances once the refunds' transaction committed. */
  announce(userIds: Iterable<number>): Promise<void> {
    return this.ledger.announce(userIds);
  }
}
