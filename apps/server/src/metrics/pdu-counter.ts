import { CommandStatus, commandName, type PduHeader } from '@routelab/smpp';
import type { Counter } from 'prom-client';

export type PduSide = 'esme' | 'smsc';
export type PduDirection = 'in' | 'out';

type Child = ReturnType<Counter<string>['labels']>;

const KNOWN_STATUSES = new Set<number>(Object.values(CommandStatus));

/**
 * Counts PDUs by side, direction, command and command_status without work per PDU beyond two
 * map lookups: each label set's child is made once. A peer's unknown command or status counts
 * as "unknown"/"other", so hostile input cannot grow the label sets.
 */
export class PduCounter {
  /** By side and direction (index), then command_id, then command_status. */
  private readonly children: Map<number, Map<number, Child>>[] = [
    new Map(),
    new Map(),
    new Map(),
    new Map(),
  ];

  constructor(private readonly counter: Counter<'side' | 'direction' | 'command' | 'status'>) {}

  count(side: PduSide, direction: PduDirection, header: PduHeader): void {
    const bySide = this.children[(side === 'esme' ? 0 : 2) + (direction === 'in' ? 0 : 1)]!;
    let byStatus = bySide.get(header.commandId);
    if (!byStatus) {
      byStatus = new Map();
      bySide.set(header.commandId, byStatus);
    }
    let child = byStatus.get(header.commandStatus);
    if (!child) {
      child = this.counter.labels(
        side,
        direction,
        commandName(header.commandId) ?? 'unknown',
        statusLabel(header.commandStatus),
      );
      byStatus.set(header.commandStatus, child);
    }
    child.inc();
  }
}

function statusLabel(status: number): string {
  if (!KNOWN_STATUSES.has(status)) return 'other';
  return `0x${status.toString(16).padStart(8, '0')}`;
}
