import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

const NOT_FOUND = { detail: 'Not found.' };

/**
 * Route schemas validate before the handler runs, yet the answers keep the handlers' order:
 * sign-in and permission first, then the ids a request names, then its body.
 */
describeEachDialect('route validation answers in the handlers’ order', (server) => {
  let user: ApiClient;
  beforeAll(async () => {
    user = await server().signedInClient('order@example.com');
  });

  it('answers 401 to anonymous requests however bad their body or path', async () => {
    const anonymous = server().client();
    expect((await anonymous.post('/api/client/create/', {})).status).toBe(401);
    expect((await anonymous.put('/api/gateway/update/', { id: 'x' })).status).toBe(401);
    expect((await anonymous.post('/api/message/smsc/create/', [])).status).toBe(401);
    expect((await anonymous.get('/api/message/smsc/list/?page=0')).status).toBe(401);
    expect((await anonymous.get('/api/message/smsc/abc/')).status).toBe(401);
    expect((await anonymous.put('/api/admin/users/abc/', {})).status).toBe(401);
    expect((await anonymous.post('/api/user/password-change/', {})).status).toBe(401);
  });

  it('answers 403 to a non-admin before reading the path or body', async () => {
    expect((await user.put('/api/admin/users/abc/', {})).status).toBe(403);
  });

  it('answers 404 for ids that name nothing, before the body', async () => {
    for (const path of [
      '/api/message/smsc/abc/',
      '/api/message/smsc/2147483648/',
      '/api/message/esme/0/pdus/',
      '/api/message/smsc/load-test/NOT-A-UUID/',
      '/api/log/esme/99999999999999999999/',
      '/api/client/1e3/traffic/',
    ]) {
      const response = await user.get(path);
      expect([response.status, response.body], path).toEqual([404, NOT_FOUND]);
    }
    const update = await user.put('/api/gateway/update/', { id: 999_999, name: '' });
    expect([update.status, update.body]).toEqual([404, NOT_FOUND]);
  });

  it('answers a bad body with 400 field messages in the request’s language', async () => {
    const notObject = await user.post('/api/gateway/create/', []);
    expect([notObject.status, notObject.body]).toEqual([
      400,
      { detail: 'Expected a JSON object in the request body.' },
    ]);
    const bad = await user.post(
      '/api/gateway/create/',
      { name: '', host: '127.0.0.1', port: 2775, system_id: 'sys', password: 'pw' },
      { headers: { 'accept-language': 'ru' } },
    );
    expect([bad.status, bad.body]).toEqual([400, { name: ['Укажите название'] }]);
    const query = await user.get('/api/message/smsc/list/?page=0&ordering=size');
    expect([query.status, query.body]).toEqual([
      400,
      { page: ['Page starts at 1'], ordering: ['Unknown ordering'] },
    ]);
  });
});
