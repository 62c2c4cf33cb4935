import type { PduLog } from '@routelab/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMessagePdus, MESSAGE_ID_LOOKUPS } from './list-message-pdus';

let nextId = 1;
const pdu = (fields: Partial<PduLog>): PduLog => {
  const id = nextId++;
  return {
    id,
    time: `2025-01-01T10:00:${String(id).padStart(2, '0')}.000Z`,
    side: 'esme',
    connection_id: 7,
    session_id: 's1',
    direction: 'in',
    command_id: 4,
    command: 'submit_sm',
    command_status: 0,
    command_status_name: 'ESME_ROK',
    sequence_number: 1,
    message_id: null,
    length: 60,
    ...fields,
  };
};

/** What the log API holds for a 3-part message: each part's submit and response, one receipt. */
function exchange() {
  const parts = [1, 2, 3].flatMap((seq) => [
    pdu({ command: 'submit_sm', sequence_number: seq }),
    pdu({
      command: 'submit_sm_resp',
      direction: 'out',
      sequence_number: seq,
      message_id: `m${seq}`,
    }),
  ]);
  const receipt = pdu({
    command: 'deliver_sm',
    direction: 'out',
    sequence_number: 90,
    message_id: 'm1',
  });
  const receiptResp = pdu({ command: 'deliver_sm_resp', sequence_number: 90 });
  // Same sequence number, other session: not a partner.
  const stranger = pdu({ command: 'submit_sm', sequence_number: 2, session_id: 's2' });
  return [...parts, receipt, receiptResp, stranger];
}

/** A fake GET /api/log/esme/list/ filtering `logs` the way the server does. */
function serveLogs(logs: PduLog[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const query = new URL(String(input), 'http://console.test').searchParams;
    const results = logs.filter(
      (log) =>
        (!query.has('message_id') || log.message_id === query.get('message_id')) &&
        (!query.has('direction') || log.direction === query.get('direction')) &&
        (!query.has('command') || log.command === query.get('command')) &&
        (!query.has('sequence_number') ||
          log.sequence_number === Number(query.get('sequence_number'))),
    );
    return Promise.resolve(Response.json({ count: results.length, results }));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('listMessagePdus', () => {
  it("shows every part's submit and response, the receipt and the ESME's answer to it", async () => {
    const logs = exchange();
    serveLogs(logs);
    const found = await listMessagePdus(7, ['m1', 'm2', 'm3']);
    expect(found.map((log) => `${log.direction} ${log.command} ${log.sequence_number}`)).toEqual([
      'in submit_sm 1',
      'out submit_sm_resp 1',
      'in submit_sm 2',
      'out submit_sm_resp 2',
      'in submit_sm 3',
      'out submit_sm_resp 3',
      'out deliver_sm 90',
      'in deliver_sm_resp 90',
    ]);
  });

  it('looks up at most a bounded number of message ids and partners', async () => {
    const fetch = serveLogs(exchange());
    const ids = Array.from({ length: 40 }, (_, index) => `m${index + 1}`);
    await listMessagePdus(7, ids);
    const idCalls = fetch.mock.calls.filter(([url]) => String(url).includes('message_id='));
    expect(idCalls).toHaveLength(MESSAGE_ID_LOOKUPS);
    // Three responses and one receipt carry ids: one partner call each.
    expect(fetch.mock.calls.length - idCalls.length).toBe(4);
  });
});
