import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway } from './support/smsc-api.js';

/** NUL, CR, LF and RIGHT-TO-LEFT OVERRIDE, each inside the value (trimming cannot drop them). */
const UNSAFE = ['a\0b', 'a\rb', 'a\nb', 'a\u202Eb'];
const NAME_MESSAGE = 'Name cannot contain control or text-direction characters';

describeEachDialect('control and bidi characters in free text (issue 20, defect 11)', (server) => {
  let client: ApiClient;
  let gateway: number;

  beforeAll(async () => {
    client = await server().signedInClient('unsafe-text@example.com');
    gateway = (await createGateway(client, 9, { enabled: false })).id;
  });

  it('refuses them in service_type with a field message, not at send time', async () => {
    for (const service_type of UNSAFE) {
      const response = await client.post('/api/message/smsc/create/', {
        gateway,
        destinations: ['4915100000001'],
        text: 'hello',
        service_type,
      });
      expect(response.status, JSON.stringify(service_type)).toBe(400);
      expect(response.body).toEqual({ service_type: ['Service type must be printable ASCII'] });
    }
  });

  it('refuses them in gateway and account names, system_type and address_range', async () => {
    for (const value of UNSAFE) {
      const named = await client.post('/api/gateway/create/', {
        name: value,
        host: '127.0.0.1',
        port: 9,
        system_id: 'x',
        password: 'y',
        system_type: value,
        address_range: value,
      });
      expect(named.status).toBe(400);
      expect(named.body).toEqual({
        name: [NAME_MESSAGE],
        system_type: ['System type must be printable ASCII'],
        address_range: ['Address range must be printable ASCII'],
      });
      const account = await client.post('/api/client/create/', {
        name: value,
        system_id: 'unsafe',
        password: 'secret1',
      });
      expect(account.status).toBe(400);
      expect(account.body).toEqual({ name: [NAME_MESSAGE] });
    }
  });

  it('refuses them in profile names, in the reader’s language', async () => {
    for (const value of UNSAFE) {
      const response = await client.put('/api/user/profile/', {
        first_name: value,
        last_name: `x${value}`,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        first_name: ['Cannot contain control or text-direction characters'],
        last_name: ['Cannot contain control or text-direction characters'],
      });
    }
    const russian = await client.put(
      '/api/user/profile/',
      { first_name: 'Ivan\u202E', last_name: 'P' },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(russian.body).toEqual({
      first_name: ['Не может содержать управляющие символы и символы направления текста'],
    });
    const registered = await server().client().post('/api/user/register/', {
      email: 'bidi@example.com',
      password: 'bidi-Pass-11',
      first_name: 'evil\u202Etxt.exe',
    });
    expect(registered.status).toBe(400);
    expect(registered.body).toEqual({
      first_name: ['Cannot contain control or text-direction characters'],
    });
  });

  it('still accepts names in any script', async () => {
    const response = await client.put('/api/user/profile/', {
      first_name: 'Ярослав',
      last_name: 'שלום',
    });
    expect(response.status).toBe(200);
  });
});
