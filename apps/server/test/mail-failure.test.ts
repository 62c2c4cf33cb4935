import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('when mail cannot be sent', (server) => {
  it('registration answers 503 and leaves no half-made account behind', async () => {
    await server().smtp.close();
    const client = server().client();
    const body = { email: 'nomail@example.com', password: 'nomail-Pass-1' };
    const first = await client.post('/api/user/register/', body);
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ detail: 'Could not send the e-mail. Please try again later.' });
    expect(await server().ctx.users.findByEmail('nomail@example.com')).toBeUndefined();
    // Password reset still answers 200: it never reveals anything about the address.
    await server().createUser('exists@example.com', 'exists-Pass-1');
    const reset = await client.post('/api/user/reset-password/', { email: 'exists@example.com' });
    expect(reset.status).toBe(200);
  });
});
