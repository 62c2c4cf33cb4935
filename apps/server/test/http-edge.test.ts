import { CSRF_COOKIE } from '@routelab/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../src/i18n/translate.js';
import type { ApiClient, ApiResponse } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { esmeMessageRow, esmePartRow } from './support/esme-rows.js';

const RU = { 'accept-language': 'ru-RU,ru;q=0.9' };

/** The other spellings of id `n` that used to name it (issue 20, defect 9). */
const aliasesOf = (n: number) => [
  `0x${n.toString(16)}`,
  ` ${n}`,
  `${n} `,
  `0000${n}`,
  `${n}e0`,
  `+${n}`,
  `${n}.0`,
];

/** An enquire_link PDU, as the log stores it. */
const ENQUIRE_LINK = Buffer.from('00000010000000150000000000000001', 'hex');

/** `{"detail": english}` with `status`, and the same in Russian for a Russian client. */
async function expectDetail(
  send: (headers: Record<string, string>) => Promise<ApiResponse>,
  status: number,
  english: string,
) {
  const en = await send({});
  expect(en.status, JSON.stringify(en.body).slice(0, 300)).toBe(status);
  expect(en.headers.get('content-type')).toMatch(/^application\/json/);
  expect(en.body).toEqual({ detail: english });
  const russian = catalogs.ru[english];
  expect(russian, english).toBeDefined();
  const translated = await send(RU);
  expect(translated.status).toBe(status);
  expect(translated.body).toEqual({ detail: russian });
}

describeEachDialect('the HTTP edge answers bad input with the JSON contract', (server) => {
  let owner: ApiClient;
  let admin: ApiClient;
  let ownerId: number;
  let gatewayId: number;
  let clientId: number;
  let smscMessageId: number;
  let loadTestId: string;
  const esmeMessageId = 7;
  const pduLogIds = { smsc: 0, esme: 0 };

  beforeAll(async () => {
    owner = await server().signedInClient('edge@example.com', 'edge-Pass-11');
    admin = await server().signedInClient('edge-admin@example.com', 'admin-Pass-11', true);
    ownerId = (await owner.get<{ id: number }>('/api/user/profile/')).body.id;
    const gateway = await owner.post<{ id: number }>('/api/gateway/create/', {
      name: 'Edge SMSC',
      host: '127.0.0.1',
      port: 9,
      system_id: 'edge',
      password: 'secret',
      enabled: false,
    });
    expect(gateway.status, JSON.stringify(gateway.body)).toBe(201);
    gatewayId = gateway.body.id;
    const client = await owner.post<{ id: number }>('/api/client/create/', {
      name: 'Edge shop',
      system_id: 'edgeshop',
      password: 'secret',
    });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    clientId = client.body.id;
    const sms = { gateway: gatewayId, destinations: ['4915100000001'], text: 'hi' };
    const sent = await owner.post<{ ids: number[] }>('/api/message/smsc/create/', sms);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    smscMessageId = sent.body.ids[0]!;
    const load = await owner.post<{ load_test_id: string }>('/api/message/smsc/create/', {
      ...sms,
      load_test: { count: 1, rate: 1 },
    });
    expect(load.status, JSON.stringify(load.body)).toBe(201);
    loadTestId = load.body.load_test_id;

    const { db } = server();
    await db
      .insertInto('esme_messages')
      .values(esmeMessageRow(esmeMessageId, ownerId, clientId))
      .execute();
    await db
      .insertInto('esme_message_parts')
      .values(esmePartRow(esmeMessageId, esmeMessageId, clientId))
      .execute();
    for (const side of ['smsc', 'esme'] as const) {
      const row = await db
        .insertInto('pdu_logs')
        .values({
          side,
          user_id: ownerId,
          connection_id: side === 'smsc' ? gatewayId : clientId,
          session_id: 'edge-session',
          direction: 'in',
          command_id: 0x15,
          command_status: 0,
          sequence_number: 1,
          message_id: null,
          length: ENQUIRE_LINK.length,
          raw: ENQUIRE_LINK,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pduLogIds[side] = row.id;
    }
  });

  describe('ids are canonical decimal integers (defect 9)', () => {
    const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

    it('answers every other spelling of an id on the read routes with 404', async () => {
      const reads: [string, () => number][] = [
        ['/api/client/:id/traffic/', () => clientId],
        ['/api/message/smsc/:id/', () => smscMessageId],
        ['/api/message/smsc/:id/pdus/', () => smscMessageId],
        ['/api/message/esme/:id/', () => esmeMessageId],
        ['/api/message/esme/:id/pdus/', () => esmeMessageId],
        ['/api/log/smsc/:id/', () => pduLogIds.smsc],
        ['/api/log/esme/:id/', () => pduLogIds.esme],
      ];
      for (const [template, idOf] of reads) {
        const id = idOf();
        const canonical = await owner.get(path(template, String(id)));
        expect(canonical.status, `${template} ${id}`).toBe(200);
        for (const alias of aliasesOf(id)) {
          const response = await owner.get(path(template, alias));
          expect(response.status, `${template} ${JSON.stringify(alias)}`).toBe(404);
          expect(response.body).toEqual({ detail: 'Not found.' });
        }
      }
    });

    it('deletes and updates nothing through an alias', async () => {
      const changes: [string, string, () => number, () => unknown][] = [
        ['DELETE', '/api/gateway/delete/:id/', () => gatewayId, () => undefined],
        ['DELETE', '/api/client/delete/:id/', () => clientId, () => undefined],
      ];
      for (const [method, template, idOf] of changes) {
        for (const alias of aliasesOf(idOf())) {
          const response = await owner.request(method, path(template, alias));
          expect(response.status, `${template} ${JSON.stringify(alias)}`).toBe(404);
          expect(response.body).toEqual({ detail: 'Not found.' });
        }
      }
      for (const alias of aliasesOf(gatewayId)) {
        const response = await owner.put('/api/gateway/update/', {
          id: alias,
          name: 'Renamed',
          host: '127.0.0.1',
          port: 9,
          system_id: 'edge',
          enabled: false,
        });
        expect(response.status, JSON.stringify(alias)).toBe(404);
      }
      for (const alias of aliasesOf(clientId)) {
        const response = await owner.put('/api/client/update/', {
          id: alias,
          name: 'Renamed',
          system_id: 'edgeshop',
        });
        expect(response.status, JSON.stringify(alias)).toBe(404);
      }
      for (const alias of aliasesOf(ownerId)) {
        const response = await admin.put(path('/api/admin/users/:id/', alias), {
          groups: ['user', 'admin'],
          tier: 'any',
        });
        expect(response.status, JSON.stringify(alias)).toBe(404);
      }

      const gateways = await owner.get<{ gateways: { id: number; name: string }[] }>(
        '/api/gateway/list/',
      );
      expect(gateways.body.gateways).toEqual([
        expect.objectContaining({ id: gatewayId, name: 'Edge SMSC' }),
      ]);
      const clients = await owner.get<{ clients: { id: number; name: string }[] }>(
        '/api/client/list/',
      );
      expect(clients.body.clients).toEqual([
        expect.objectContaining({ id: clientId, name: 'Edge shop' }),
      ]);
      const profile = await owner.get<{ groups: string[] }>('/api/user/profile/');
      expect(profile.body.groups).toEqual(['user']);
    });

    it('refuses an alias in a body reference or a list filter as a field error', async () => {
      const alias = `0x${gatewayId.toString(16)}`;
      const sms = { gateway: alias, destinations: ['4915100000001'], text: 'hi' };
      const sent = await owner.post('/api/message/smsc/create/', sms, { headers: RU });
      expect(sent.status).toBe(400);
      expect(sent.body).toEqual({ gateway: [catalogs.ru['Choose a gateway']] });
      const mo = { client: `0${clientId}`, source_addr: '1', destination_addr: '2', text: 'x' };
      expect((await owner.post('/api/message/esme/mo/', mo)).body).toEqual({
        client: ['Choose an account'],
      });
      const report = { message: `+${esmeMessageId}`, status: 'delivered' };
      expect((await owner.post('/api/message/esme/create/', report)).body).toEqual({
        message: ['Choose a message'],
      });
      const invalid = 'Invalid input: expected number, received NaN';
      for (const list of ['/api/message/smsc/list/', '/api/log/smsc/list/']) {
        const filtered = await owner.get(`${list}?gateway=${encodeURIComponent(alias)}`);
        expect(filtered.status, list).toBe(400);
        expect(filtered.body).toEqual({ gateway: [invalid] });
      }
      const filtered = await owner.get(`/api/log/esme/list/?client=${clientId}e0`);
      expect(filtered.body).toEqual({ client: [invalid] });
    });

    it('knows a load test by its UUID as the server wrote it only', async () => {
      expect((await owner.get(`/api/message/smsc/load-test/${loadTestId}/`)).status).toBe(200);
      for (const alias of [loadTestId.toUpperCase(), ` ${loadTestId}`, `{${loadTestId}}`]) {
        const read = await owner.get(path('/api/message/smsc/load-test/:id/', alias));
        expect(read.status, alias).toBe(404);
        const stop = await owner.post(path('/api/message/smsc/load-test/:id/stop/', alias));
        expect(stop.status, alias).toBe(404);
      }
    });
  });

  describe('every error is JSON {"detail"} in the request language (defect 10)', () => {
    const get = (path: string) => (headers: Record<string, string>) => owner.get(path, { headers });

    it('answers an id too long for the router as any id that names nothing', async () => {
      await expectDetail(get(`/api/client/${'9'.repeat(200)}/traffic/`), 404, 'Not found.');
      await expectDetail(get(`/api/client/${'9'.repeat(10_000)}/traffic/`), 404, 'Not found.');
      await expectDetail(
        (headers) =>
          owner.request('DELETE', `/api/gateway/delete/${'1'.repeat(200)}/`, { headers }),
        404,
        'Not found.',
      );
    });

    it('answers a broken percent-encoding in the path with 400', async () => {
      const badUrl = 'The address is malformed: it has an invalid percent-encoding.';
      await expectDetail(get('/api/client/%ff/traffic/'), 400, badUrl);
      await expectDetail(get('/api/%ff'), 400, badUrl);
      await expectDetail(
        (headers) => owner.request('DELETE', '/api/client/delete/%E0%A4%A/', { headers }),
        400,
        badUrl,
      );
    });

    it('answers a CSRF refusal before the id is looked at', async () => {
      await expectDetail(
        (headers) =>
          owner.request('DELETE', `/api/client/delete/${clientId}/`, { headers, csrf: false }),
        403,
        'CSRF Failed: CSRF token missing.',
      );
      expect(owner.cookies.get(CSRF_COOKIE)).toBeDefined();
    });

    it('answers headers too large for the HTTP parser with JSON too', async () => {
      const response = await owner.get(`/api/client/${'9'.repeat(20_000)}/traffic/`);
      expect(response.status).toBe(431);
      expect(response.body).toEqual({ detail: 'The request headers are too large.' });
    });
  });

  describe('a malformed avatar upload is refused with 400 (defect 4)', () => {
    const malformed = 'The upload is malformed; send the image as multipart/form-data.';
    const upload = (contentType: string, body: string) => (headers: Record<string, string>) =>
      owner.request('POST', '/api/user/avatar/', {
        body,
        headers: { 'content-type': contentType, ...headers },
      });
    const part =
      '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n';

    it('without a boundary', async () => {
      await expectDetail(upload('multipart/form-data', 'hello'), 400, malformed);
    });

    it('with the opening boundary alone', async () => {
      await expectDetail(upload('multipart/form-data; boundary=x', '--x\r\n'), 400, malformed);
    });

    it('with a part cut off in its headers or its data', async () => {
      const boundary = 'multipart/form-data; boundary=x';
      await expectDetail(upload(boundary, '--x\r\nContent-Disposition: form-da'), 400, malformed);
      await expectDetail(upload(boundary, `${part}\x89PNG\r\n\x1a\n`), 400, malformed);
    });

    it('and the profile keeps no avatar', async () => {
      const profile = await owner.get<{ avatar: string | null }>('/api/user/profile/');
      expect(profile.body.avatar).toBeNull();
    });
  });
});
