import { adminUserSchema, pagedSchema } from '@routelab/shared';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { TEST_SIGNUP_CREDIT_USD } from './support/test-server.js';

const pageSchema = pagedSchema(adminUserSchema);
const forbidden = { detail: 'You do not have permission to perform this action.' };

describeEachDialect('admin users API', (server) => {
  let admin: ApiClient;
  let user: ApiClient;

  beforeAll(async () => {
    admin = await server().signedInClient('root@example.com', 'root-Pass-1', true);
    user = await server().signedInClient('plain@example.com', 'plain-Pass-1');
    for (let i = 0; i < 5; i += 1) {
      await server().createUser(`member${i}@corp.example`, 'member-Pass-1');
    }
  });

  it('answers 401 to anonymous and 403 to non-admins', async () => {
    const anonymous = server().client();
    expect((await anonymous.get('/api/admin/users/')).status).toBe(401);
    const list = await user.get('/api/admin/users/');
    expect(list.status).toBe(403);
    expect(list.body).toEqual(forbidden);
    const put = await user.put('/api/admin/users/1/', { groups: ['admin'], tier: 'any' });
    expect(put.status).toBe(403);
  });

  it('lists users with paging and search', async () => {
    const all = pageSchema.parse((await admin.get('/api/admin/users/')).body);
    expect(all.count).toBe(7);
    expect(all.results[0]).toMatchObject({
      email: 'root@example.com',
      groups: ['user', 'admin'],
      email_confirmed: true,
      // The test server's welcome credit (SIGNUP_CREDIT_USD).
      balance: Number(TEST_SIGNUP_CREDIT_USD),
    });
    expect(new Date(all.results[0]!.created_at).toISOString()).toBe(all.results[0]!.created_at);

    const page = pageSchema.parse((await admin.get('/api/admin/users/?page=2&page_size=3')).body);
    expect(page.count).toBe(7);
    expect(page.results.map((u) => u.email)).toEqual(all.results.slice(3, 6).map((u) => u.email));

    const found = pageSchema.parse((await admin.get('/api/admin/users/?search=CORP.example')).body);
    expect(found.count).toBe(5);
    const none = pageSchema.parse((await admin.get('/api/admin/users/?search=%25_')).body);
    expect(none.count).toBe(0);
  });

  it('validates the query', async () => {
    const bad = await admin.get('/api/admin/users/?page=0&page_size=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(['page', 'page_size']);
  });

  it('changes groups and tier; the user gains admin rights at once', async () => {
    const list = pageSchema.parse((await admin.get('/api/admin/users/?search=plain')).body);
    const id = list.results[0]!.id;
    const updated = await admin.put(`/api/admin/users/${id}/`, {
      groups: ['user', 'admin'],
      tier: 'VIP 2',
    });
    expect(updated.status).toBe(200);
    expect(adminUserSchema.parse(updated.body)).toMatchObject({
      id,
      groups: ['user', 'admin'],
      tier: 'VIP 2',
    });
    expect((await user.get('/api/admin/users/')).status).toBe(200);
    const profile = await user.get('/api/user/profile/');
    expect(profile.body).toMatchObject({
      tier: 'VIP 2',
      rules: [
        { action: 'read', subject: 'any' },
        { action: 'manage', subject: 'all' },
      ],
    });
  });

  it('answers 400 for bad bodies and 404 for unknown users', async () => {
    const bad = await admin.put('/api/admin/users/1/', { groups: [], tier: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('groups');
    expect(bad.body).toHaveProperty('tier');
    const body = { groups: ['user'], tier: 'any' };
    expect((await admin.put('/api/admin/users/999999/', body)).status).toBe(404);
    expect((await admin.put('/api/admin/users/abc/', body)).status).toBe(404);
    expect((await admin.put(`/api/admin/users/${'9'.repeat(30)}/`, body)).status).toBe(404);
  });

  it('keeps one admin: the last one cannot leave the admin group', async () => {
    const list = pageSchema.parse((await admin.get('/api/admin/users/?search=root')).body);
    const self = list.results[0]!;
    const others = pageSchema
      .parse((await admin.get('/api/admin/users/?page_size=100')).body)
      .results.filter((row) => row.id !== self.id && row.groups.includes('admin'));
    for (const other of others) {
      await admin.put(`/api/admin/users/${other.id}/`, { groups: ['user'], tier: other.tier });
    }
    const demoted = await admin.put(`/api/admin/users/${self.id}/`, {
      groups: ['user'],
      tier: 'any',
    });
    expect(demoted.status).toBe(400);
    expect(demoted.body).toEqual({ groups: ['At least one user must stay in the admin group'] });
    expect((await admin.get('/api/admin/users/')).status).toBe(200);
  });
});
