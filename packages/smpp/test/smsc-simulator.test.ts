import { describe, expect, it } from 'vitest';
import {
  CommandStatus,
  getTlv,
  parseReceiptText,
  TlvTag,
  type PduOf,
  type RequestPdu,
} from '../src/index.js';
import { SmscSimulator, type SmscSimulatorOptions } from '../src/testing/index.js';
import { closedAfterEachTest, GOOD_PASSWORD, GOOD_SYSTEM_ID } from './support/smpp-fixtures.js';

const credentials = { systemId: GOOD_SYSTEM_ID, password: GOOD_PASSWORD };

describe('the SMSC simulator', () => {
  const { client, afterTest } = closedAfterEachTest();

  async function simulator(options: SmscSimulatorOptions = {}): Promise<SmscSimulator> {
    const smsc = await SmscSimulator.start({ credentials, ...options });
    afterTest(() => smsc.stop());
    return smsc;
  }

  /** A bound client that keeps every deliver_sm the SMSC sends it, answered ESME_ROK. */
  async function receiving(smsc: SmscSimulator) {
    const delivered: PduOf<'deliver_sm'>[] = [];
    const esme = client(smsc.port);
    esme.on('pdu', (pdu: RequestPdu, session) => {
      if (pdu.command === 'deliver_sm') delivered.push(pdu);
      session.respond(pdu);
    });
    await esme.connect();
    return { esme, delivered };
  }

  it('refuses an unknown system_id and a wrong password with their statuses, and records binds', async () => {
    const smsc = await simulator();
    const refused = (options: { system_id?: string; password?: string }) =>
      client(smsc.port, options)
        .connect()
        .catch((error: { statusName?: string }) => error.statusName);
    expect(await refused({ system_id: 'nobody' })).toBe('ESME_RINVSYSID');
    expect(await refused({ password: 'wrong' })).toBe('ESME_RINVPASWD');
    await client(smsc.port).connect();
    expect(smsc.binds.map((bind) => [bind.system_id, bind.status, bind.accepted])).toEqual([
      ['nobody', CommandStatus.ESME_RINVSYSID, false],
      [GOOD_SYSTEM_ID, CommandStatus.ESME_RINVPASWD, false],
      [GOOD_SYSTEM_ID, 0, true],
    ]);
    expect(smsc.sessions).toHaveLength(1);
  });

  it('answers submits with increasing ids in the format asked, and as `reply` decides', async () => {
    const smsc = await simulator({
      firstId: 255,
      idFormat: 'hex',
      idPrefix: 'ID',
      reply: ({ pdu }) =>
        pdu.destination_addr === 'refuse' ? { status: CommandStatus.ESME_RSUBMITFAIL } : {},
    });
    const { esme } = await receiving(smsc);
    expect((await esme.submitSm({ destination_addr: '1' })).message_id).toBe('IDFF');
    expect((await esme.submitSm({ destination_addr: '2' })).message_id).toBe('ID100');
    await expect(esme.submitSm({ destination_addr: 'refuse' })).rejects.toMatchObject({
      statusName: 'ESME_RSUBMITFAIL',
    });
    expect(smsc.submits.map((submit) => [submit.messageId, submit.status])).toEqual([
      ['IDFF', 0],
      ['ID100', 0],
      ['ID101', CommandStatus.ESME_RSUBMITFAIL],
    ]);
  });

  it('leaves a silent submit unanswered and answers a late one after those behind it', async () => {
    const smsc = await simulator({
      reply: ({ pdu }) =>
        pdu.destination_addr === 'hang'
          ? { silent: true }
          : pdu.destination_addr === 'late'
            ? { delayMs: 50 }
            : {},
    });
    const esme = client(smsc.port, { responseTimeoutMs: 1_000 });
    await esme.connect();
    await expect(esme.submitSm({ destination_addr: 'hang' })).rejects.toMatchObject({
      name: 'SmppTimeoutError',
    });
    const answered: string[] = [];
    await Promise.all(
      ['late', 'quick'].map((destination) =>
        esme.submitSm({ destination_addr: destination }).then(() => answered.push(destination)),
      ),
    );
    expect(answered).toEqual(['quick', 'late']);
    expect(smsc.submits.map((submit) => submit.status)).toEqual([undefined, 0, 0]);
  });

  it('sends a receipt (text and TLVs) for a submit that asks, with the stat `reply` gives', async () => {
    const smsc = await simulator({
      receiptIdFormat: 'padded',
      reply: ({ pdu }) => ({
        receipt: pdu.destination_addr.endsWith('666') ? 'UNDELIV' : 'DELIVRD',
      }),
    });
    const { esme, delivered } = await receiving(smsc);
    const sent = await esme.submitSm({
      destination_addr: '491510000666',
      registered_delivery: 1,
      short_message: Buffer.from('Hello'),
    });
    await esme.submitSm({ destination_addr: '491510000001', registered_delivery: 0 });
    await smsc.waitFor('the receipt answered', () => smsc.receiptAnswers.length === 1);
    const [receipt] = delivered;
    const text = Buffer.from(receipt!.short_message).toString('latin1');
    expect(parseReceiptText(text)).toMatchObject({
      id: `000000${sent.message_id}`,
      stat: 'UNDELIV',
    });
    expect(text).toMatch(/ text:Hello$/);
    expect(receipt).toMatchObject({ esm_class: 0x04, source_addr: '491510000666' });
    expect(getTlv(receipt!.tlvs, TlvTag.message_state)?.value).toEqual(Buffer.from([5]));
    expect(smsc.receiptAnswers).toEqual([0]);
  });

  it('puts concatenated parts together and sends MO messages, short and long', async () => {
    const smsc = await simulator();
    const { esme, delivered } = await receiving(smsc);
    for (const [seq, text] of [
      [2, 'world'],
      [1, 'Hello '],
    ] as const) {
      await esme.submitSm({
        destination_addr: '4915',
        esm_class: 0x40,
        short_message: Buffer.concat([Buffer.from([5, 0, 3, 9, 2, seq]), Buffer.from(text)]),
      });
    }
    const message = await smsc.waitForMessage('4915');
    expect(message.text).toBe('Hello world');
    expect(message.messageIds).toEqual(['1001', '1000']);

    expect(await smsc.sendMo({ source: '4917', destination: '100', text: 'Hi' })).toEqual([0]);
    expect(
      await smsc.sendLongMo({
        source: '4917',
        destination: '100',
        ref: 7,
        parts: [
          { seq: 1, text: 'a' },
          { seq: 2, text: 'b' },
        ],
      }),
    ).toEqual([0, 0]);
    expect(delivered.map((pdu) => [pdu.esm_class, pdu.short_message.length])).toEqual([
      [0, 2],
      [0x40, 7],
      [0x40, 7],
    ]);
  });

  it('holds the binds of its first connections until released', async () => {
    const smsc = await simulator({ holdBinds: 1, recordPdus: true });
    const connecting = client(smsc.port).connect();
    const [connection] = await smsc.waitFor('a held bind', () =>
      smsc.connections[0]?.received.length === 1 ? smsc.connections : undefined,
    );
    expect(connection!.bind).toBeUndefined();
    smsc.releaseHeldBinds();
    await expect(connecting).resolves.toMatchObject({ commandStatus: 0 });
    expect(connection!.bind).toMatchObject({ accepted: true });
  });

  it('is killed mid-stream after a number of submits and listens again on the same port', async () => {
    const smsc = await simulator();
    const killed = smsc.killAfter(2);
    const esme = client(smsc.port, { reconnect: { minDelayMs: 20, maxDelayMs: 20 } });
    await esme.connect();
    await esme.submitSm({ destination_addr: '1' });
    const second = esme.submitSm({ destination_addr: '2' });
    await killed;
    await expect(second).rejects.toMatchObject({ name: 'SmppSessionClosedError' });
    const port = smsc.port;
    await smsc.listen();
    expect(smsc.port).toBe(port);
    await smsc.waitFor('the client bound again', () => smsc.sessions.length === 1);
    expect(smsc.counts.submits).toBe(2);
  });

  it('keeps counts only when asked not to record', async () => {
    const smsc = await simulator({ record: false });
    const { esme } = await receiving(smsc);
    await esme.submitSm({ destination_addr: '1', registered_delivery: 1 });
    await smsc.waitFor('the receipt answered', () => smsc.counts.receipts === 1);
    expect(smsc.counts.submits).toBe(1);
    expect([smsc.submits, smsc.messages, smsc.binds, smsc.receiptAnswers]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
