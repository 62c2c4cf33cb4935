import type { Db, Trx } from '../../db/database.js';
import type { MoDeliveryRow, NewMoDeliveryRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';
import type { MoDeliveries, MoDeliveryOutcome } from '../../smpp/ports/mo-routing.js';

/** SQL for the MO parts relayed to ESME accounts (mo_deliveries). */
export class MoDeliveriesRepository implements MoDeliveries {
  constructor(private readonly db: Db) {}

  async insert(trx: Trx, row: NewMoDeliveryRow): Promise<void> {
    await trx.insertInto('mo_deliveries').values(row).execute();
  }

  due(clientId: number, now: number, limit: number): Promise<MoDeliveryRow[]> {
    return this.db
      .selectFrom('mo_deliveries')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('state', '=', 'queued')
      .where('due_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  addOutcomes(work: Work, outcomes: readonly MoDeliveryOutcome[]): void {
    for (const outcome of outcomes) {
      if (outcome.sent) {
        work.run(
          "update mo_deliveries set state = 'sent', done_at = ? where id = ? and state = 'queued'",
          [outcome.at, outcome.id],
        );
      } else if (outcome.dueAt === null) {
        work.run(
          "update mo_deliveries set state = 'failed', attempts = ?, command_status = ?, done_at = ? where id = ? and state = 'queued'",
          [outcome.attempts, outcome.commandStatus, outcome.at, outcome.id],
        );
      } else {
        work.run(
          "update mo_deliveries set attempts = ?, command_status = coalesce(?, command_status), due_at = ? where id = ? and state = 'queued'",
          [outcome.attempts, outcome.commandStatus, outcome.dueAt, outcome.id],
        );
      }
    }
  }

  async nextDue(clientId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('mo_deliveries')
      .select((eb) => eb.fn.min('due_at').as('due_at'))
      .where('client_id', '=', clientId)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return row?.due_at == null ? null : Number(row.due_at);
  }
}
