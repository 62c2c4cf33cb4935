import type { PduHeader } from '@routelab/smpp';
import type { Insertable } from 'kysely';
import type { PduLogsTable } from '../../db/schema.js';
import { columnOf, type InsertStatement } from '../../db/sqlite-threads/write-job.js';
import { maskBindPassword } from './mask-bind-password.js';
import type { PduLogTarget } from '../../smpp/ports/pdu-log-sink.js';

const INITIAL_BYTES = 16 * 1024;

/**
 * PDU log rows waiting to be written, kept column by column: recording a PDU allocates no row
 * object and copies its frame once, into bytes shared by the whole batch (the frame may be a
 * view of a read buffer that is about to be reused). Bind passwords are masked in the copy.
 */
export class PduLogBatch {
  private readonly targets: PduLogTarget[] = [];
  private readonly directions: ('in' | 'out')[] = [];
  private readonly commandIds: number[] = [];
  private readonly commandStatuses: number[] = [];
  private readonly sequenceNumbers: number[] = [];
  private readonly messageIds: (string | null)[] = [];
  private readonly searchTexts: (string | null)[] = [];
  private readonly lengths: number[] = [];
  private readonly offsets: number[] = [];
  private readonly createdAts: number[] = [];
  private bytes = new Uint8Array(INITIAL_BYTES);
  private used = 0;

  get size(): number {
    return this.lengths.length;
  }

  add(
    target: PduLogTarget,
    direction: 'in' | 'out',
    raw: Uint8Array,
    header: PduHeader,
    messageId: string | null,
    createdAt: number,
    searchText: string | null = null,
  ): void {
    this.targets.push(target);
    this.directions.push(direction);
    this.commandIds.push(header.commandId);
    this.commandStatuses.push(header.commandStatus);
    this.sequenceNumbers.push(header.sequenceNumber);
    this.messageIds.push(messageId);
    this.searchTexts.push(searchText);
    this.lengths.push(raw.length);
    this.offsets.push(this.used);
    this.createdAts.push(createdAt);
    if (this.used + raw.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + raw.length));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.bytes.set(raw, this.used);
    maskBindPassword(this.bytes, header.commandId, this.used, this.used + raw.length);
    this.used += raw.length;
  }

  /** Adds the rows of `other` after these (a backlog of batches goes out as one write). */
  append(other: PduLogBatch): void {
    for (let index = 0; index < other.size; index++) {
      const offset = other.offsets[index]!;
      const length = other.lengths[index]!;
      const header = {
        commandLength: length,
        commandId: other.commandIds[index]!,
        commandStatus: other.commandStatuses[index]!,
        sequenceNumber: other.sequenceNumbers[index]!,
      };
      const raw = other.bytes.subarray(offset, offset + length);
      this.add(
        other.targets[index]!,
        other.directions[index]!,
        raw,
        header,
        other.messageIds[index] ?? null,
        other.createdAts[index]!,
        other.searchTexts[index] ?? null,
      );
    }
  }

  /** The rows for the SQLite writer thread, in its column-by-column shape. */
  toInsert(): InsertStatement {
    const { targets } = this;
    return {
      kind: 'insert',
      table: 'pdu_logs',
      columns: [
        'side',
        'user_id',
        'connection_id',
        'session_id',
        'direction',
        'command_id',
        'command_status',
        'sequence_number',
        'message_id',
        'length',
        'raw',
        'created_at',
        'search_text',
      ],
      rowCount: this.size,
      values: [
        columnOf(targets.map((target) => target.side)),
        columnOf(targets.map((target) => target.userId)),
        columnOf(targets.map((target) => target.connectionId)),
        columnOf(targets.map((target) => target.sessionId)),
        columnOf(this.directions),
        columnOf(this.commandIds),
        columnOf(this.commandStatuses),
        columnOf(this.sequenceNumbers),
        columnOf(this.messageIds),
        columnOf(this.lengths),
        // The blob column: its values are the lengths of each row's bytes in `blob`.
        Float64Array.from(this.lengths),
        columnOf(this.createdAts),
        columnOf(this.searchTexts),
      ],
      blobColumn: 10,
      // Its own memory: cloning a view copies the whole buffer behind it.
      blob: this.bytes.slice(0, this.used),
      returnIds: true,
    };
  }

  /** Row `index` as an object (PostgreSQL inserts, live log lines). */
  row(index: number): Insertable<PduLogsTable> {
    const target = this.targets[index]!;
    const offset = this.offsets[index]!;
    return {
      side: target.side,
      user_id: target.userId,
      connection_id: target.connectionId,
      session_id: target.sessionId,
      direction: this.directions[index]!,
      command_id: this.commandIds[index]!,
      command_status: this.commandStatuses[index]!,
      sequence_number: this.sequenceNumbers[index]!,
      message_id: this.messageIds[index]!,
      length: this.lengths[index]!,
      raw: Buffer.from(this.bytes.subarray(offset, offset + this.lengths[index]!)),
      created_at: this.createdAts[index]!,
      search_text: this.searchTexts[index]!,
    };
  }

  rows(): Insertable<PduLogsTable>[] {
    return this.lengths.map((_, index) => this.row(index));
  }

  userIdOf(index: number): number {
    return this.targets[index]!.userId;
  }

  targetOf(index: number): PduLogTarget {
    return this.targets[index]!;
  }
}
