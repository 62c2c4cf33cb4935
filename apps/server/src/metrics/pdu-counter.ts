import { CommandStatus, commandName, type PduHeader } from '@routelab/smpp';
import { Counter, type Registry } from 'prom-client';

export type PduSide = 'esme' | 'smsc';
export type PduDirection = 'in' | 'out';

type Child = ReturnType<Counter<string>['labels']>;

/** One label set's count, and how much of it the prom-client counter has been given. */
interface Tally {
  count: number;
  reported: number;
  child: Child;
}

const KNOWN_STATUSES = new Set<number>(Object.values(CommandStatus));

/**
 * `routelab_pdus_total` by side, direction, command and command_status. Counting a PDU is two
 * map lookups and an addition (prom-client's inc hashes a label object each time, too much for
 * two PDUs per message); the totals reach the counter when Prometheus scrapes. A peer's unknown
 * command or status counts as "unknown"/"other", so hostile input cannot grow the label sets.
 */
export class PduCounter {
  /** By side and direction (index), then command_id, then command_status. */
  private readonly tallies: Map<number, Map<number, Tally>>[] = [
    new Map(),
    new Map(),
    new Map(),
    new Map(),
  ];
  private readonly counter: Counter<'side' | 'direction' | 'command' | 'status'>;

  constructor(registry: Registry) {
    const tallies = this.tallies;
    this.counter = new Counter({
      name: 'routelab_pdus_total',
      help: 'SMPP PDUs by side (esme: our SMPP server, smsc: our gateways), direction, command and command_status',
      labelNames: ['side', 'direction', 'command', 'status'] as const,
      registers: [registry],
      collect() {
        for (const bySide of tallies) {
          for (const byStatus of bySide.values()) {
            for (const tally of byStatus.values()) {
              if (tally.count > tally.reported) tally.child.inc(tally.count - tally.reported);
              tally.reported = tally.count;
            }
          }
        }
      },
    });
  }

  count(side: PduSide, direction: PduDirection, header: PduHeader): void {
    const bySide = this.tallies[(side === 'esme' ? 0 : 2) + (direction === 'in' ? 0 : 1)]!;
    let byStatus = bySide.get(header.commandId);
    if (!byStatus) {
      byStatus = new Map();
      bySide.set(header.commandId, byStatus);
    }
    let tally = byStatus.get(header.commandStatus);
    if (!tally) {
      const child = this.counter.labels(
        side,
        direction,
        commandName(header.commandId) ?? 'unknown',
        statusLabel(header.commandStatus),
      );
      tally = { count: 0, reported: 0, child };
      byStatus.set(header.commandStatus, tally);
    }
    tally.count += 1;
  }
}

function statusLabel(status: number): string {
  if (!KNOWN_STATUSES.has(status)) return 'other';
  return `0x${status.toString(16).padStart(8, '0')}`;
}
