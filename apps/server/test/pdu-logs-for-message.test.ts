import { expect, it } from 'vitest';
import { PduLogRepository } from '../src/modules/logs/repository.js';
import { describeEachDialect } from './support/dialects.js';

const SUBMIT_SM = 0x00000004;
const SUBMIT_SM_RESP = 0x80000004;
const QUERY_SM = 0x00000003;

describeEachDialect('PDU logs of one sent message', (server) => {
  it('takes the PDUs carrying its message id from its own sessions only', async () => {
    const { db } = server();
    const user = await server().createUser('pdus-of-message@example.com', 'pdus-Pass-1');
    let sequence = 0;
    const row = (sessionId: string, commandId: number, messageId: string | null) => ({
      side: 'smsc' as const,
      user_id: user.id,
      connection_id: 7,
      session_id: sessionId,
      direction: commandId & 0x80000000 ? ('in' as const) : ('out' as const),
      command_id: commandId,
      command_status: 0,
      sequence_number: (sequence += 1),
      message_id: messageId,
      length: 16,
      raw: Buffer.alloc(16),
      created_at: 1_000 + sequence,
    });
    // Before the SMSC restarted, it gave another message the same id "1005".
    const earlier = [row('old', SUBMIT_SM, null), row('old', SUBMIT_SM_RESP, '1005')];
    earlier[1]!.sequence_number = earlier[0]!.sequence_number;
    const ours = [row('new', SUBMIT_SM, null), row('new', SUBMIT_SM_RESP, '1005')];
    ours[1]!.sequence_number = ours[0]!.sequence_number;
    const query = row('new', QUERY_SM, '1005');
    await db
      .insertInto('pdu_logs')
      .values([...earlier, ...ours, query])
      .execute();

    const found = await new PduLogRepository(db, server().database.reads).forMessage(user.id, {
      connectionId: 7,
      messageIds: ['1005'],
      exchanges: [
        {
          sessionId: 'new',
          sequenceNumber: ours[0]!.sequence_number,
          commandIds: [SUBMIT_SM, SUBMIT_SM_RESP],
        },
      ],
    });
    expect(found.map((pdu) => [pdu.session_id, pdu.command_id])).toEqual([
      ['new', SUBMIT_SM],
      ['new', SUBMIT_SM_RESP],
      ['new', QUERY_SM],
    ]);
  });
});
