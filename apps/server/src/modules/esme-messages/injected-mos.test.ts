import { createPdu, encodePdu, readHeader } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import type { PduLogRow } from '../../db/schema.js';
import type { PduLogRepository } from '../logs/repository.js';
import { InjectedMos } from './injected-mos.js';

const SENT_AT = 1_800_000_000_000;

function logged(id: number, pdu: Parameters<typeof encodePdu>[0], createdAt = SENT_AT): PduLogRow {
  const raw = encodePdu(pdu);
  const header = readHeader(raw);
  return {
    id,
    side: 'esme',
    user_id: 1,
    connection_id: 7,
    session_id: 's1',
    direction: id % 2 === 1 ? 'out' : 'in',
    command_id: header.commandId,
    command_status: header.commandStatus,
    sequence_number: header.sequenceNumber,
    message_id: null,
    length: raw.length,
    raw,
    created_at: createdAt,
    unmatched_receipt: 0,
    search_text: null,
  };
}

const mo = (id: number, text: string, sequenceNumber: number) =>
  logged(
    id,
    createPdu('deliver_sm', {
      source_addr: '4915100000001',
      destination_addr: 'Shop',
      short_message: Buffer.from(text, 'latin1'),
      sequenceNumber,
    }),
  );

/** The list over a log holding `rows` (MOs) and `answers` (by the MO's id), at time `now`. */
function listAt(now: number, rows: PduLogRow[], answers: Map<number, PduLogRow>) {
  const logs = {
    injectedMos: () => Promise.resolve({ count: rows.length, rows }),
    partnerOf: (_userId: number, row: PduLogRow) => Promise.resolve(answers.get(row.id)),
  } as unknown as PduLogRepository;
  // Only the owner check is used: the account is the user's.
  const clients = { findForUser: () => Promise.resolve({ id: 7 }) } as never;
  return new InjectedMos(clients, logs, () => now).list(1, 7, { page: 1, page_size: 25 });
}

describe('InjectedMos', () => {
  it('tells answered, still waiting and never answered MOs apart', async () => {
    const rows = [mo(5, 'waiting', 3), mo(3, 'refused', 2), mo(1, 'lost', 1)];
    const answer = logged(
      4,
      createPdu('deliver_sm_resp', { commandStatus: 0x64, sequenceNumber: 2 }),
    );
    // Two seconds after the sends, then a minute after (past the 30 s answer time).
    const soon = await listAt(SENT_AT + 2_000, rows, new Map([[3, answer]]));
    expect(soon.results.map((row) => [row.text, row.state, row.command_status_name])).toEqual([
      ['waiting', 'pending', null],
      ['refused', 'answered', 'ESME_RX_T_APPN'],
      ['lost', 'pending', null],
    ]);
    const later = await listAt(SENT_AT + 60_000, rows, new Map([[3, answer]]));
    expect(later.results.map((row) => row.state)).toEqual(['expired', 'answered', 'expired']);
    expect(later.results[1]).toMatchObject({
      source_addr: '4915100000001',
      destination_addr: 'Shop',
      response_id: 4,
      command_status: 0x64,
    });
  });
});
