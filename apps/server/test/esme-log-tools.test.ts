import type { InjectedMoList, PduLog } from '@routelab/shared';
import { CommandStatus, type PduOf, type SmppClient, type SmppSession } from '@routelab/smpp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

type Page = { count: number; results: PduLog[] };

/**
 * The log tools of issue 36 on the ESME side: search over decoded fields, the session filter,
 * a request and its response finding each other, and the MO messages injected into an account
 * listed with their deliver_sm_resp.
 */
describeEachDialect('ESME log tools', (server) => {
  let api: ApiClient;
  let account: Awaited<ReturnType<typeof createAccount>>;
  let esme: SmppClient;
  let other: SmppClient;
  /** deliver_sm the ESME holds back instead of answering at once. */
  const held: { pdu: PduOf<'deliver_sm'>; session: SmppSession }[] = [];
  let answerStatus = 0;
  let holdNext = false;

  beforeAll(async () => {
    api = await server().signedInClient('esme-log-tools@example.com');
    account = await createAccount(api);
    const port = await smppPortOf(server());
    esme = await bindEsme(port, account, { bindType: 'transceiver' });
    esme.on('pdu', (pdu, session) => {
      if (pdu.command !== 'deliver_sm') return;
      if (holdNext) held.push({ pdu, session });
      else session.respond(pdu, { commandStatus: answerStatus });
    });
    other = await bindEsme(port, account, { bindType: 'transmitter' });
  });

  afterAll(async () => {
    await esme.close();
    await other.close();
  });

  const list = (query: string) => api.get<Page>(`/api/log/esme/list/?${query}`);

  it('searches decoded addresses, text and message ids in any case, paged', async () => {
    const sent = await esme.submitSm({
      source_addr: 'SearchShop',
      destination_addr: '4915100077001',
      data_coding: 8,
      short_message: Buffer.from('Привет, Route', 'utf16le').swap16(),
    });
    await other.submitSm({
      source_addr: 'Elsewhere',
      destination_addr: '4915100077002',
      short_message: Buffer.from('unrelated', 'latin1'),
    });
    const byText = await eventually('the submit found by its text', async () => {
      const page = await list('search=%D0%9F%D0%A0%D0%98%D0%92%D0%95%D0%A2');
      return page.body.count === 1 ? page.body.results : undefined;
    });
    expect(byText[0]).toMatchObject({ command: 'submit_sm', direction: 'in' });

    const byDestination = await list('search=100077001');
    expect(byDestination.body.results.map((pdu) => pdu.command)).toEqual(['submit_sm']);
    const bySource = await list('search=searchshop&page_size=1');
    expect(bySource.body).toMatchObject({ count: 1 });

    const byId = await eventually('the response found by its message id', async () => {
      const page = await list(`search=${sent.message_id}&command=submit_sm_resp`);
      return page.body.count === 1 ? page.body.results : undefined;
    });
    expect(byId[0]?.message_id).toBe(sent.message_id);

    // LIKE's wildcards are matched as themselves.
    expect((await list('search=%25')).body.count).toBe(0);
    expect((await list('search=_')).body.count).toBe(0);
    const stranger = await server().signedInClient('esme-log-tools-stranger@example.com');
    expect((await stranger.get<Page>('/api/log/esme/list/?search=searchshop')).body.count).toBe(0);
    const tooLong = await list(`search=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toHaveProperty('search');
  });

  it('filters by session, and leads from a response to its request and back', async () => {
    await other.submitSm({
      source_addr: 'Pairing',
      destination_addr: '4915100077003',
      short_message: Buffer.from('pair me', 'latin1'),
    });
    const [request] = await eventually('the submit logged', async () => {
      const page = await list('search=pair%20me');
      return page.body.count === 1 ? page.body.results : undefined;
    });
    const session = request!.session_id;
    const sessionRows = await list(`session_id=${encodeURIComponent(session)}&page_size=1000`);
    expect(sessionRows.body.count).toBeGreaterThan(0);
    expect(new Set(sessionRows.body.results.map((pdu) => pdu.session_id))).toEqual(
      new Set([session]),
    );
    const all = await list('page_size=1000');
    expect(all.body.count).toBeGreaterThan(sessionRows.body.count);

    const detail = await api.get<PduLog>(`/api/log/esme/${request!.id}/`);
    const response = await eventually('the response logged', async () => {
      const again = await api.get<PduLog>(`/api/log/esme/${request!.id}/`);
      return again.body.partner_id ?? undefined;
    });
    expect(detail.status).toBe(200);
    const answer = await api.get<PduLog>(`/api/log/esme/${response}/`);
    expect(answer.body).toMatchObject({
      command: 'submit_sm_resp',
      session_id: session,
      sequence_number: request!.sequence_number,
      partner_id: request!.id,
    });
    // A bind leads to its answer as well.
    const unbound = await list(
      `session_id=${encodeURIComponent(session)}&command=bind_transmitter`,
    );
    const bind = await api.get<PduLog>(`/api/log/esme/${unbound.body.results[0]!.id}/`);
    expect(bind.body.partner_id).toEqual(expect.any(Number));
    expect((await list(`session_id=${'s'.repeat(41)}`)).status).toBe(400);
  });

  it('lists injected MO messages with their deliver_sm_resp status, newest first', async () => {
    const path = `/api/client/${account.id}/mo/`;
    const mo = (text: string) =>
      api.post('/api/message/esme/mo/', {
        client: account.id,
        source_addr: '4915100077010',
        destination_addr: 'Shop',
        text,
      });
    answerStatus = 0;
    expect((await mo('first MO')).status).toBe(201);
    answerStatus = CommandStatus.ESME_RX_T_APPN;
    expect((await mo('refused MO')).status).toBe(201);
    holdNext = true;
    const pendingSend = mo('held MO');
    await eventually('the held deliver_sm', () => Promise.resolve(held[0]));

    const pending = await eventually('three MOs listed', async () => {
      const page = await api.get<InjectedMoList>(path);
      return page.body.count === 3 ? page.body : undefined;
    });
    expect(pending.results.map((row) => [row.text, row.state, row.command_status_name])).toEqual([
      ['held MO', 'pending', null],
      ['refused MO', 'answered', 'ESME_RX_T_APPN'],
      ['first MO', 'answered', 'ESME_ROK'],
    ]);
    expect(pending.results[1]).toMatchObject({
      source_addr: '4915100077010',
      destination_addr: 'Shop',
      command_status: CommandStatus.ESME_RX_T_APPN,
      response_id: expect.any(Number),
      answered_at: expect.any(String),
    });

    held[0]!.session.respond(held[0]!.pdu, { commandStatus: 0 });
    expect((await pendingSend).status).toBe(201);
    const answered = await eventually('the held MO answered', async () => {
      const page = await api.get<InjectedMoList>(`${path}?page_size=1`);
      return page.body.results[0]?.state === 'answered' ? page.body : undefined;
    });
    expect(answered).toMatchObject({ count: 3, results: [{ text: 'held MO' }] });

    const stranger = await server().signedInClient('esme-log-tools-mo-stranger@example.com');
    expect((await stranger.get(path)).status).toBe(404);
    expect((await api.get(`${path}?page=0`)).status).toBe(400);
  });

  it('refuses a System ID longer than 15 characters with a field message', async () => {
    const response = await api.post('/api/client/create/', {
      name: 'Long id',
      system_id: 'a'.repeat(27),
      password: 'pw123456',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      system_id: ['System ID cannot be longer than 15 characters'],
    });
  });

  it('refuses an API key with no permissions', async () => {
    for (const body of [{ name: 'nothing', permissions: [] }, { name: 'nothing' }]) {
      const response = await api.post('/api/user/api-key/create/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ permissions: ['Choose at least one permission'] });
    }
  });
});
