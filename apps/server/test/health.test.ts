import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('health', (server) => {
  it('answers 200 while the database answers, 503 once it is gone', async () => {
    const client = server().client();
    const up = await client.get('/api/health/');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ok', database: 'ok' });

    await server().closeDatabase();
    const down = await client.get('/api/health/');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'error', database: 'error' });
  });
});
