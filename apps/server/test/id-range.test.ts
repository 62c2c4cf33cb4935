import { MAX_INTEGER_ID } from '@routelab/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResponse } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { esmeMessageRow, esmePartRow } from './support/esme-rows.js';

/**
 * 2^31 (past int4, PostgreSQL's `integer`), 2^53−1 (the last exact JSON integer) and 2^63 (past
 * int8): each must answer as an id that names nothing does, on SQLite and on PostgreSQL alike.
 */
const PAST_RANGE = ['2147483648', '9007199254740991', '9223372036854775808'];
/** In every key column's range, and no row's id: the answer every case is compared with. */
const UNKNOWN = String(MAX_INTEGER_ID);
/** Stands for the id in a case's path and body; a body gets it as JSON text and as a number. */
const ID = '{id}';

const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } };
const EMPTY_PAGE = { status: 200, body: { count: 0, results: [] } };

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** The answer to an unknown id (and so to one past the range); undefined: as for UNKNOWN. */
  expected?: { status: number; body: unknown };
}

/** The signed-in admin's own objects, which the cases below name beside the id under test. */
interface Owned {
  gateway: number;
  client: number;
  webhook: number;
  apiKey: number;
}

const SMS = { destinations: ['4915100000001'], text: 'hi' };
const HOOK = { url: 'https://hooks.example.com/in', events: ['dlr.received'] };

/** Every route family's ids: in the path, in the body, in a list filter. */
function cases(own: Owned): Record<'path' | 'body' | 'filter', Case[]> {
  const notFound = (items: Case[]) => items.map((item) => ({ ...item, expected: NOT_FOUND }));
  return {
    path: notFound([
      { method: 'GET', path: `/api/message/smsc/${ID}/` },
      { method: 'GET', path: `/api/message/smsc/${ID}/pdus/` },
      { method: 'GET', path: `/api/message/esme/${ID}/` },
      { method: 'GET', path: `/api/message/esme/${ID}/pdus/` },
      { method: 'GET', path: `/api/log/smsc/${ID}/` },
      { method: 'GET', path: `/api/log/esme/${ID}/` },
      { method: 'DELETE', path: `/api/gateway/delete/${ID}/` },
      { method: 'POST', path: `/api/client/${ID}/unlock/` },
      { method: 'GET', path: `/api/client/${ID}/traffic/` },
      { method: 'DELETE', path: `/api/client/delete/${ID}/` },
      { method: 'PUT', path: `/api/webhook/${ID}/`, body: { id: ID, ...HOOK } },
      { method: 'DELETE', path: `/api/webhook/${ID}/` },
      { method: 'GET', path: `/api/webhook/${ID}/deliveries/` },
      { method: 'POST', path: `/api/webhook/${ID}/test/` },
      { method: 'POST', path: `/api/webhook/delivery/${ID}/redeliver/` },
      {
        method: 'PUT',
        path: `/api/user/api-key/${ID}/`,
        body: { id: ID, name: 'k', permissions: ['send_sms'] },
      },
      { method: 'DELETE', path: `/api/user/api-key/${ID}/` },
      { method: 'DELETE', path: `/api/subscription/smpp/${ID}/` },
      { method: 'PUT', path: `/api/admin/users/${ID}/`, body: { groups: ['user'], tier: 'any' } },
      {
        method: 'POST',
        path: `/api/admin/users/${ID}/balance/`,
        body: { amount_micros: 1, note: 'probe' },
      },
      { method: 'GET', path: `/api/payment/${ID}/` },
      { method: 'GET', path: `/api/payment/${ID}/checkout/` },
    ]),
    body: [
      ...notFound([
        { method: 'PUT', path: '/api/gateway/update/', body: { id: ID, name: 'x' } },
        { method: 'PUT', path: '/api/client/update/', body: { id: ID, name: 'x' } },
        { method: 'POST', path: '/api/message/smsc/create/', body: { gateway: ID, ...SMS } },
        {
          method: 'POST',
          path: '/api/message/esme/create/',
          body: { message: ID, status: 'delivered' },
        },
        {
          method: 'POST',
          path: '/api/message/esme/mo/',
          body: { client: ID, source_addr: '1', destination_addr: '2', text: 'x' },
        },
        {
          method: 'POST',
          path: '/api/webhook/create/',
          body: { client_id: ID, ...HOOK, events: ['message.received'] },
        },
        { method: 'POST', path: '/api/webhook/create/', body: { gateway_id: ID, ...HOOK } },
        { method: 'PUT', path: `/api/webhook/${own.webhook}/`, body: { id: ID, ...HOOK } },
        {
          method: 'PUT',
          path: '/api/subscription/smpp/',
          body: { id: ID, ip_addresses: ['1.2.3.4'] },
        },
      ]),
      // The key's path names it; a body naming another is a field error, whichever it names.
      {
        method: 'PUT',
        path: `/api/user/api-key/${own.apiKey}/`,
        body: { id: ID, name: 'k', permissions: ['send_sms'] },
      },
    ],
    filter: [
      { method: 'GET', path: `/api/message/smsc/list/?gateway=${ID}`, expected: EMPTY_PAGE },
      { method: 'GET', path: `/api/message/esme/list/?client=${ID}`, expected: EMPTY_PAGE },
      { method: 'GET', path: `/api/log/smsc/list/?gateway=${ID}`, expected: EMPTY_PAGE },
      { method: 'GET', path: `/api/log/esme/list/?client=${ID}`, expected: EMPTY_PAGE },
      { method: 'GET', path: `/api/webhook/list/?client=${ID}`, expected: NOT_FOUND },
      { method: 'GET', path: `/api/webhook/list/?gateway=${ID}`, expected: NOT_FOUND },
      // The downloads: a complete file of no rows, as for an unknown gateway or account.
      { method: 'GET', path: `/api/log/smsc/download/?gateway=${ID}` },
      { method: 'GET', path: `/api/log/esme/download/?client=${ID}&format=json` },
      { method: 'GET', path: `/api/log/esme/download/?client=${ID}&format=pcap` },
    ],
  };
}

/** The case's request with `id` in place of ID: in a body as text, or as a JSON number. */
function send(client: ApiClient, item: Case, id: string, asNumber: boolean) {
  const path = item.path.replace(ID, id);
  if (!item.body) return client.request(item.method, path);
  const body = JSON.stringify(item.body).replace(`"${ID}"`, asNumber ? id : `"${id}"`);
  return client.request(item.method, path, {
    body,
    headers: { 'content-type': 'application/json' },
  });
}

const answer = (response: ApiResponse) => ({ status: response.status, body: response.body });

describeEachDialect('an id past its column’s range answers as an unknown id', (server) => {
  let admin: ApiClient;
  let own: Owned;

  beforeAll(async () => {
    admin = await server().signedInClient('ranges@example.com', 'ranges-Pass-1', true);
    const userId = (await admin.get<{ id: number }>('/api/user/profile/')).body.id;
    const created = async (path: string, body: Record<string, unknown>) => {
      const response = await admin.post<{ id: number }>(path, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id;
    };
    const gateway = await created('/api/gateway/create/', {
      name: 'Range SMSC',
      host: '127.0.0.1',
      port: 9,
      system_id: 'range',
      password: 'secret',
      enabled: false,
    });
    const client = await created('/api/client/create/', {
      name: 'Range shop',
      system_id: 'rangeshop',
      password: 'secret',
    });
    own = {
      gateway,
      client,
      webhook: await created('/api/webhook/create/', { gateway_id: gateway, ...HOOK }),
      apiKey: await created('/api/user/api-key/create/', {
        name: 'range key',
        permissions: ['read_sent_sms'],
      }),
    };
    // Rows on every list a filter narrows: a filter naming nothing must not widen to them.
    const sent = await admin.post('/api/message/smsc/create/', { gateway, ...SMS });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { db } = server();
    await db
      .insertInto('esme_messages')
      .values(esmeMessageRow(1, userId, client))
      .execute();
    await db
      .insertInto('esme_message_parts')
      .values(esmePartRow(1, 1, client))
      .execute();
    for (const side of ['smsc', 'esme'] as const) {
      await db
        .insertInto('pdu_logs')
        .values({
          side,
          user_id: userId,
          connection_id: side === 'smsc' ? gateway : client,
          session_id: 'range-session',
          direction: 'in',
          command_id: 0x15,
          command_status: 0,
          sequence_number: 1,
          message_id: null,
          length: 16,
          raw: Buffer.from('00000010000000150000000000000001', 'hex'),
          created_at: Date.now(),
        })
        .execute();
    }
  });

  it('has rows on each filtered list, so an empty answer is the filter’s', async () => {
    for (const list of ['smsc', 'esme']) {
      const messages = await admin.get<{ count: number }>(`/api/message/${list}/list/`);
      expect(messages.body.count, list).toBe(1);
      const logs = await admin.get<{ count: number }>(`/api/log/${list}/list/`);
      expect(logs.body.count, list).toBe(1);
    }
  });

  for (const kind of ['path', 'body', 'filter'] as const) {
    it(`answers an id in a ${kind} as an unknown one, never 500`, async () => {
      for (const item of cases(own)[kind]) {
        const what = `${item.method} ${item.path} ${JSON.stringify(item.body ?? '')}`;
        const unknown = answer(await send(admin, item, UNKNOWN, false));
        expect(unknown.status, what).toBeLessThan(500);
        if (item.expected) expect(unknown, what).toEqual(item.expected);
        for (const id of PAST_RANGE) {
          for (const asNumber of item.body ? [false, true] : [false]) {
            const response = await send(admin, item, id, asNumber);
            expect(answer(response), `${what} with ${id}${asNumber ? ' (number)' : ''}`).toEqual(
              unknown,
            );
          }
        }
      }
    });
  }

  describe('the PDU log downloads', () => {
    it('answer a filter naming nothing with a whole file of no rows', async () => {
      const csv = await admin.get(`/api/log/smsc/download/?gateway=${PAST_RANGE[0]}`);
      expect([csv.status, csv.body]).toEqual([200, expect.stringMatching(/^id,time,[^\n]*\r\n$/)]);
      const json = await admin.get(`/api/log/esme/download/?client=${PAST_RANGE[2]}&format=json`);
      expect([json.status, json.body]).toEqual([200, []]);
    });

    it('answer a failing first query with an error, never a 200', async () => {
      const { repository } = server().ctx.pduLogs;
      const stream = vi.spyOn(repository, 'stream').mockImplementation(async function* () {
        yield* [];
        throw new Error('the database went away');
      });
      try {
        for (const format of ['csv', 'json', 'pcap']) {
          const response = await admin.get(`/api/log/smsc/download/?format=${format}`);
          expect(answer(response), format).toEqual({
            status: 500,
            body: { detail: 'Internal server error' },
          });
        }
      } finally {
        stream.mockRestore();
      }
    });

    it('cut a transfer whose query fails after the first rows, not end it as a file', async () => {
      const { repository } = server().ctx.pduLogs;
      const real = repository.stream.bind(repository);
      const stream = vi.spyOn(repository, 'stream').mockImplementation(async function* (criteria) {
        yield* real(criteria);
        throw new Error('the database went away');
      });
      try {
        for (const format of ['csv', 'json', 'pcap']) {
          const response = await fetch(
            new URL(`/api/log/esme/download/?format=${format}`, server().baseUrl),
            { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
          );
          expect(response.status, format).toBe(200);
          await expect(response.arrayBuffer(), format).rejects.toThrow();
        }
      } finally {
        stream.mockRestore();
      }
    });
  });
});
