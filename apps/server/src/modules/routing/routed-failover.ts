import type { Trx } from '../../db/database.js';
import type { MtRouter } from '../../smpp/ports/mt-router.js';
import type { PartFailover } from '../../smpp/ports/part-failover.js';

interface RoutedPart {
  part_id: number;
  sms_id: number;
  route_id: number;
  route_attempt: number | null;
  destination_addr: string;
}

/**
 * A routed part the SMSC refused for now goes to the route's next gateway, queued there at once
 * (its message follows it); a part with no next gateway stays where it is, for the caller's
 * usual handling (sent again after a pause, or failed).
 */
export class RoutedFailover implements PartFailover {
  constructor(
    private readonly router: MtRouter,
    private readonly onFailover: (routeId: number) => void,
  ) {}

  async move(trx: Trx, partIds: readonly number[]): Promise<Set<number>> {
    const moved = new Set<number>();
    if (partIds.length === 0) return moved;
    const rows = (await trx
      .selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .select([
        'p.id as part_id',
        'p.sms_id',
        'm.route_id',
        'm.route_attempt',
        'm.destination_addr',
      ])
      .where('p.id', 'in', [...partIds])
      .where('m.route_id', 'is not', null)
      .execute()) as RoutedPart[];
    // One UPDATE of the messages and one of the parts per next gateway (few per batch).
    const groups = new Map<string, { gatewayId: number; attempt: number; rows: RoutedPart[] }>();
    for (const row of rows) {
      const next = this.router.next(row.route_id, row.route_attempt ?? 0, row.destination_addr);
      if (!next) continue;
      const key = `${next.gatewayId}/${next.attempt}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { ...next, rows: [] }));
      group.rows.push(row);
    }
    for (const { gatewayId, attempt, rows: moving } of groups.values()) {
      await trx
        .updateTable('smsc_messages')
        .set({ gateway_id: gatewayId, route_attempt: attempt, status: 'queued' })
        .where('id', 'in', [...new Set(moving.map((row) => row.sms_id))])
        .execute();
      await trx
        .updateTable('smsc_message_parts')
        .set({
          gateway_id: gatewayId,
          state: 'queued',
          status: 'queued',
          session_id: null,
          sequence_number: null,
          command_status: null,
          error: null,
        })
        .where(
          'id',
          'in',
          moving.map((row) => row.part_id),
        )
        .execute();
      for (const row of moving) {
        this.onFailover(row.route_id);
        moved.add(row.part_id);
      }
    }
    return moved;
  }
}
