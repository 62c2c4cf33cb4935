import type { DlrOutcome } from '@routelab/shared';
import type { Trx } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import { wantsReceipt } from '../../smpp/dlr/auto-outcome.js';
import { REPORT_EXPIRY_MS } from '../../smpp/dlr/report-plan.js';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';

/** What a routed message's final status on its gateway means for the ESME's part. */
const OUTCOME_OF: Readonly<Record<string, DlrOutcome>> = {
  delivered: 'delivered',
  undeliverable: 'undeliverable',
  expired: 'expired',
  rejected: 'rejected',
  deleted: 'deleted',
  unknown: 'unknown',
  // Refused for good by the SMSC (or unsendable): the ESME hears UNDELIV with the status as err.
  failed: 'undeliverable',
};

const CHUNK = 200;
/** Ended routed messages whose part has no outcome yet, passed on per sweep run. */
const SWEEP_LIMIT = 5_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Passes on the outcomes no commit batch could (see RoutedOutcomes.sweep): every ten minutes,
 * and woken once the gateways have settled what a restart interrupted.
 */
export const ROUTED_OUTCOMES_SWEEP_JOB = jobType('routing.outcomes-sweep', z.object({}));

interface RoutedRow {
  id: number;
  esme_part_id: number;
  status: string;
  command_status: number | null;
  dlr_text: string | null;
  registered_delivery: number;
}

/** The `err:` of a receipt's text (three digits, read as decimal), 0 when it has none. */
export function receiptError(text: string | null): number {
  const match = text ? /\berr:(\d{1,3})/i.exec(text) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * Brings a routed message's outcome back to the ESME part it carries: when the gateway's answer
 * or receipt ends it (delivered, undeliverable, expired, rejected, deleted, failed, or unknown
 * after a restart left it in doubt), the part takes that outcome now, with a receipt when its
 * registered_delivery asks for one (the ESME's report dispatcher sends it, RouteLab's id in
 * `id:` and receipted_message_id, the provider's error as `err:`). Joins the gateways' commit
 * queue's transaction (the storing hook), so an outcome is passed on exactly once with the change
 * that made it; a part already given its outcome is left alone.
 */
export class RoutedOutcomes {
  constructor(
    private readonly options: {
      transactions: Transactions;
      clock: Clock;
      /** Runs once outcomes were stored: the ESME side applies them and sends the receipts. */
      onOutcomes: (at: number) => void;
    },
  ) {}

  readonly onStoring = async (trx: Trx, smsIds: readonly number[]) => {
    const rows: RoutedRow[] = [];
    for (let start = 0; start < smsIds.length; start += CHUNK) {
      rows.push(...(await pending(trx, smsIds.slice(start, start + CHUNK))));
    }
    const at = await this.settle(trx, rows);
    return at === null ? undefined : () => this.options.onOutcomes(at);
  };

  /** The sweep as a recurring job of the queue. */
  sweepJob() {
    return jobHandler({
      type: ROUTED_OUTCOMES_SWEEP_JOB,
      recurring: { everyMs: SWEEP_EVERY_MS },
      handle: async () => {
        while ((await this.sweep()) === SWEEP_LIMIT);
      },
    });
  }

  /**
   * Routed messages that ended while no batch could pass their outcome on (an answer stored on
   * its own after a failed batch, a restart's settlement); resolves with how many it found.
   */
  async sweep(): Promise<number> {
    const { found, at } = await this.options.transactions.readWrite(async (trx) => {
      const rows = await withoutOutcome(trx)
        .where('m.status', 'in', Object.keys(OUTCOME_OF))
        .limit(SWEEP_LIMIT)
        .execute();
      return { found: rows.length, at: await this.settle(trx, rows as RoutedRow[]) };
    });
    if (at !== null) this.options.onOutcomes(at);
    return found;
  }

  /** Gives each ended message's part its outcome; returns when, or null when none ended. */
  private async settle(trx: Trx, rows: readonly RoutedRow[]): Promise<number | null> {
    const now = this.options.clock();
    // One UPDATE per distinct outcome (few per batch): status, error and whether a receipt goes.
    const groups = new Map<
      string,
      { outcome: DlrOutcome; error: number; receipt: boolean; ids: number[] }
    >();
    for (const row of rows) {
      const outcome = OUTCOME_OF[row.status];
      if (!outcome) continue;
      const error =
        row.status === 'failed' ? (row.command_status ?? 0) : receiptError(row.dlr_text);
      const receipt = wantsReceipt(row.registered_delivery, outcome);
      const key = `${outcome}/${error}/${receipt}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { outcome, error, receipt, ids: [] }));
      group.ids.push(Number(row.esme_part_id));
    }
    for (const group of groups.values()) {
      await trx
        .updateTable('esme_message_parts')
        .set({
          outcome_at: now,
          report_status: group.outcome,
          report_error: group.error,
          report_due_at: group.receipt ? now : null,
          report_expires_at: group.receipt ? now + REPORT_EXPIRY_MS : null,
          // The receipt names this time as its done date, also if it waits for a bind.
          report_done_at: now,
        })
        .where('id', 'in', group.ids)
        .where('status', '=', 'enroute')
        .where('outcome_at', 'is', null)
        .execute();
    }
    return groups.size > 0 ? now : null;
  }
}

/** Routed messages whose ESME part has no outcome yet, with what its outcome needs. */
function withoutOutcome(trx: Trx) {
  return trx
    .selectFrom('smsc_messages as m')
    .innerJoin('esme_message_parts as p', 'p.id', 'm.esme_part_id')
    .select([
      'm.id',
      'm.esme_part_id',
      'm.status',
      'm.command_status',
      'm.dlr_text',
      'p.registered_delivery',
    ])
    .where('m.esme_part_id', 'is not', null)
    .where('p.status', '=', 'enroute')
    .where('p.outcome_at', 'is', null);
}

/** The routed messages among `smsIds` whose ESME part has no outcome yet. */
function pending(trx: Trx, smsIds: readonly number[]): Promise<RoutedRow[]> {
  return withoutOutcome(trx).where('m.id', 'in', smsIds).execute() as Promise<RoutedRow[]>;
}
