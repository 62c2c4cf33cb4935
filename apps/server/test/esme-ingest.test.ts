import type { Message, MessageDetail } from '@routelab/shared';
import {
  CommandStatus,
  MessageState,
  TlvTag,
  makeTlv,
  segmentMessage,
  type SmppClient,
} from '@routelab/smpp';
import { expect, it } from 'vitest';
import { bindEsme, createAccount, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';

type Paged = { count: number; results: Message[] };

/** Submits every part of a segmented text as submit_sm; returns the message ids. */
async function submitParts(
  esme: SmppClient,
  text: string,
  destination: string,
  options: Parameters<typeof segmentMessage>[1],
): Promise<string[]> {
  const segmented = segmentMessage(text, options);
  const ids: string[] = [];
  for (const part of segmented.parts) {
    const tlvs = [];
    if (part.sar) {
      tlvs.push(makeTlv(TlvTag.sar_msg_ref_num, part.sar.ref));
      tlvs.push(makeTlv(TlvTag.sar_total_segments, part.sar.total));
      tlvs.push(makeTlv(TlvTag.sar_segment_seqnum, part.sar.seq));
    }
    if (part.payload) tlvs.push(makeTlv(TlvTag.message_payload, Buffer.from(part.payload)));
    const answer = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: destination,
      esm_class: part.esmClassUdhi ? 0x40 : 0,
      data_coding: segmented.dataCoding,
      registered_delivery: 1,
      short_message: Buffer.from(part.shortMessage),
      tlvs,
    });
    ids.push(answer.message_id);
  }
  return ids;
}

describeEachDialect('ESME message ingest', (server) => {
  it('stores submit_sm before answering and lists and details it', async () => {
    const api = await server().signedInClient('esme-ingest@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const esme = await bindEsme(port, account);
    const answer = await esme.submitSm({
      source_addr: 'Shop',
      source_addr_ton: 5,
      destination_addr: '4915112345678',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      registered_delivery: 1,
      short_message: gsm('Your code is 1234'),
      tlvs: [makeTlv(TlvTag.user_message_reference, 7)],
    });
    expect(answer.message_id).toMatch(/^\d+$/);

    const list = await api.get<Paged>('/api/message/esme/list/?search=code%20is');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const [message] = list.body.results;
    expect(message).toMatchObject({
      direction: 'esme',
      client_id: account.id,
      source_addr: 'Shop',
      source_addr_ton: 5,
      destination_addr: '4915112345678',
      text: 'Your code is 1234',
      message_id: answer.message_id,
      status: 'enroute',
      command_status: 0,
      parts: 1,
    });
    const detail = await api.get<MessageDetail>(`/api/message/esme/${message?.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.part_list).toHaveLength(1);
    expect(detail.body.part_list[0]?.short_message_hex).toBe(
      gsm('Your code is 1234').toString('hex'),
    );
    expect(detail.body.tlvs).toEqual([
      { tag: TlvTag.user_message_reference, name: 'user_message_reference', value: '0007' },
    ]);

    const filtered = await api.get<Paged>(
      `/api/message/esme/list/?client=${account.id}&status=delivered`,
    );
    expect(filtered.body.count).toBe(0);
    const bad = await api.get('/api/message/esme/list/?status=nope&page_size=5000');
    expect(bad.status).toBe(400);
    await esme.close();
  });

  it('searches text in any letter case, Cyrillic too, and wildcards only as typed', async () => {
    const api = await server().signedInClient('esme-search@example.com');
    const esme = await bindEsme(await smppPortOf(server()), await createAccount(api));
    const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16();
    for (const text of ['Привет, мир!', 'Sale: 50% off']) {
      await esme.submitSm({
        destination_addr: '4915100000801',
        data_coding: 8,
        short_message: ucs2(text),
      });
    }
    const countOf = async (term: string) =>
      (await api.get<Paged>(`/api/message/esme/list/?search=${encodeURIComponent(term)}`)).body
        .count;
    expect(await countOf('привет')).toBe(1);
    expect(await countOf('ПРИВЕТ, МИР')).toBe(1);
    expect(await countOf('SALE: 50%')).toBe(1);
    expect(await countOf('50_')).toBe(0);
    expect(await countOf('*')).toBe(0);
    await esme.close();
  });

  it('answers query_sm, cancel_sm and replace_sm for the account own messages', async () => {
    const api = await server().signedInClient('esme-ops@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const other = await createAccount(api);
    const esme = await bindEsme(port, account);
    const stranger = await bindEsme(port, other);
    const { message_id } = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100000001',
      short_message: gsm('first text'),
    });

    const query = await esme.querySm({ message_id, source_addr: 'Shop' });
    expect(query).toMatchObject({
      message_id,
      message_state: MessageState.ENROUTE,
      final_date: '',
    });
    const foreign = await stranger.request({ command: 'query_sm', message_id });
    expect(foreign.commandStatus).toBe(CommandStatus.ESME_RINVMSGID);

    await esme.replaceSm({ message_id, short_message: gsm('second text') });
    const replaced = await api.get<Paged>('/api/message/esme/list/?search=second');
    expect(replaced.body.results[0]?.text).toBe('second text');

    await esme.cancelSm({ message_id, source_addr: 'Shop', destination_addr: '4915100000001' });
    const cancelled = await esme.querySm({ message_id });
    expect(cancelled.message_state).toBe(MessageState.DELETED);
    expect(cancelled.final_date).toMatch(/^\d{12}000\+$/);
    const again = await esme.request({ command: 'cancel_sm', message_id });
    expect(again.commandStatus).toBe(CommandStatus.ESME_RCANCELFAIL);
    const late = await esme.request({ command: 'replace_sm', message_id, short_message: gsm('x') });
    expect(late.commandStatus).toBe(CommandStatus.ESME_RREPLACEFAIL);
    const unknown = await esme.request({ command: 'query_sm', message_id: '999999999' });
    expect(unknown.commandStatus).toBe(CommandStatus.ESME_RINVMSGID);

    // cancel_sm without a message id: the open messages from source to destination.
    const byAddress = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100000009',
      short_message: gsm('by address'),
    });
    await esme.cancelSm({ message_id: '', source_addr: 'Shop', destination_addr: '4915100000009' });
    const cancelledByAddress = await esme.querySm({ message_id: byAddress.message_id });
    expect(cancelledByAddress.message_state).toBe(MessageState.DELETED);
    await Promise.all([esme.close(), stranger.close()]);
  });

  it('reassembles long messages (UDH 8/16-bit, SAR, payload) and keeps their parts', async () => {
    const api = await server().signedInClient('esme-long@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const esme = await bindEsme(port, account);
    const ucs2 = 'Привіт! Це довге повідомлення українською мовою. '.repeat(4).trim();
    const gsmText = 'A long GSM message that needs more than one part to travel. '.repeat(4).trim();
    const cases = [
      { destination: '4915100000101', text: ucs2, method: 'udh8' as const },
      { destination: '4915100000102', text: gsmText, method: 'udh16' as const },
      { destination: '4915100000103', text: ucs2, method: 'sar' as const },
      { destination: '4915100000104', text: gsmText, method: 'payload' as const },
    ];
    for (const { destination, text, method } of cases) {
      const ids = await submitParts(esme, text, destination, { method });
      const list = await api.get<Paged>(`/api/message/esme/list/?search=${destination}`);
      expect(list.body.count, method).toBe(1);
      const message = list.body.results[0];
      expect(message?.text, method).toBe(text);
      expect(message?.parts, method).toBe(ids.length);
      const detail = await api.get<MessageDetail>(`/api/message/esme/${message?.id}/`);
      expect(
        detail.body.part_list.map((part) => part.message_id),
        method,
      ).toEqual(ids);
      expect(
        detail.body.part_list.map((part) => part.seq),
        method,
      ).toEqual(ids.map((_, i) => i + 1));
    }
    await esme.close();
  });

  it('stores data_sm and every submit_multi destination', async () => {
    const api = await server().signedInClient('esme-multi@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, {
      dlr_policy: { mode: 'auto', delay_min_ms: 60_000, delay_max_ms: 60_000 },
    });
    const esme = await bindEsme(port, account);
    const data = await esme.dataSm({
      source_addr: 'Shop',
      destination_addr: '4915100000201',
      tlvs: [makeTlv(TlvTag.message_payload, gsm('data sm body'))],
    });
    expect(data.message_id).toMatch(/^\d+$/);

    const multi = await esme.submitMulti({
      source_addr: 'Shop',
      dest_address: [
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000202' },
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000333' },
        { dest_flag: 2, dl_name: 'friends' },
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000203' },
      ],
      short_message: gsm('to many'),
    });
    expect(multi.message_id).toMatch(/^\d+$/);
    expect(multi.unsuccess_sme).toEqual([
      {
        dest_addr_ton: 1,
        dest_addr_npi: 1,
        destination_addr: '4915100000333',
        error_status_code: CommandStatus.ESME_RSUBMITFAIL,
      },
      {
        dest_addr_ton: 0,
        dest_addr_npi: 0,
        destination_addr: 'friends',
        error_status_code: CommandStatus.ESME_RINVDLNAME,
      },
    ]);
    const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}&page_size=10`);
    const byDestination = Object.fromEntries(list.body.results.map((m) => [m.destination_addr, m]));
    expect(byDestination['4915100000201']?.text).toBe('data sm body');
    expect(byDestination['4915100000202']).toMatchObject({
      message_id: multi.message_id,
      text: 'to many',
    });
    expect(byDestination['4915100000203']).toMatchObject({ message_id: multi.message_id });
    expect(byDestination['4915100000333']).toMatchObject({
      status: 'failed',
      command_status: CommandStatus.ESME_RSUBMITFAIL,
      message_id: null,
    });

    // One message id for every destination: cancel_sm takes all of them, and only those.
    await esme.cancelSm({ message_id: multi.message_id, source_addr: 'Shop' });
    const deleted = await api.get<Paged>(
      `/api/message/esme/list/?client=${account.id}&status=deleted`,
    );
    expect(deleted.body.results.map((m) => m.destination_addr).sort()).toEqual([
      '4915100000202',
      '4915100000203',
    ]);
    const kept = await esme.querySm({ message_id: data.message_id });
    expect(kept.message_state).toBe(MessageState.ENROUTE);
    // Ids are decimal part ids: anything else, or a leading zero, is no id of ours.
    for (const message_id of [`0${multi.message_id}`, 'abc', '1e3']) {
      const answer = await esme.request({ command: 'query_sm', message_id });
      expect(answer.commandStatus, message_id).toBe(CommandStatus.ESME_RINVMSGID);
    }
    await esme.close();
  });

  it('keeps each user to their own messages', async () => {
    const alice = await server().signedInClient('esme-own-a@example.com');
    const bob = await server().signedInClient('esme-own-b@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(alice);
    const esme = await bindEsme(port, account);
    await esme.submitSm({
      source_addr: 'A',
      destination_addr: '491',
      short_message: gsm('private'),
    });
    const [message] = (await alice.get<Paged>('/api/message/esme/list/')).body.results;
    expect(message?.text).toBe('private');
    expect((await bob.get<Paged>('/api/message/esme/list/')).body.count).toBe(0);
    expect((await bob.get(`/api/message/esme/${message?.id}/`)).status).toBe(404);
    const report = await bob.post('/api/message/esme/create/', {
      message: message?.id,
      status: 'delivered',
    });
    expect(report.status).toBe(404);
    const mo = await bob.post('/api/message/esme/mo/', {
      client: account.id,
      source_addr: '491',
      destination_addr: 'A',
      text: 'hi',
    });
    expect(mo.status).toBe(404);
    await esme.close();
  });

  it('stops reading an ESME while the PDU log lags, then takes everything it sent', async () => {
    const api = await server().signedInClient('esme-flow@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const esme = await bindEsme(port, account);
    // Answered at once while the gate is open: the path is warm before it is held.
    await esme.submitSm({ destination_addr: '4915100000030', short_message: gsm('open') });
    const gate = server().app.pduLogWriter.flowGate;
    gate.hold();
    try {
      const answers = ['4915100000031', '4915100000032'].map((destination) =>
        esme.submitSm({ destination_addr: destination, short_message: gsm('held back') }),
      );
      let answered = 0;
      for (const answer of answers) void answer.then(() => (answered += 1));
      // Many times what two submit_sm take on loopback.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(0);
      expect((await api.get<Paged>('/api/message/esme/list/?search=held')).body.count).toBe(0);

      gate.release();
      await Promise.all(answers);
      expect((await api.get<Paged>('/api/message/esme/list/?search=held')).body.count).toBe(2);
    } finally {
      gate.release();
      await esme.close();
    }
  });
});
