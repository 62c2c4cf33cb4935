import { beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './support/self-signed.js';
import { closedAfterEachTest } from './support/smpp-fixtures.js';

describe('SMPP over TLS', () => {
  let certificate: { key: Buffer; cert: Buffer };

  beforeAll(() => {
    certificate = selfSignedCertificate();
  });

  const { client, serve } = closedAfterEachTest();

  it('serves TLS and plain TCP listeners side by side from one server', async () => {
    const running = await serve();
    const tlsAddress = await running.server.listen(0, '127.0.0.1', { tls: certificate });
    const secure = client(tlsAddress.port, { tls: { ca: certificate.cert } });
    const plain = client(running.port);
    await secure.connect();
    await plain.connect();
    await expect(secure.submitSm({ destination_addr: '1' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    await expect(plain.submitSm({ destination_addr: '2' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    expect(running.server.sessions.size).toBe(2);
  });

  it('fails to connect when the server certificate is not trusted', async () => {
    const running = await serve();
    const tlsAddress = await running.server.listen(0, '127.0.0.1', { tls: certificate });
    const untrusting = client(tlsAddress.port, { tls: true });
    const disconnects: string[] = [];
    untrusting.on('disconnected', ({ reason }) => disconnects.push(reason));
    await expect(untrusting.connect()).rejects.toThrow(/self-signed|certificate/i);
    expect(disconnects).toEqual(['connect-failed']);
  });

  it('reports a peer that cannot finish the handshake as such, not as a server error', async () => {
    const running = await serve();
    const tlsAddress = await running.server.listen(0, '127.0.0.1', { tls: certificate });
    const failed: { remoteAddress: string | undefined; reason: string }[] = [];
    const errors: Error[] = [];
    running.server.on('tlsHandshakeFailed', (peer) => failed.push(peer));
    running.server.on('error', (error) => errors.push(error));
    const plain = client(tlsAddress.port, { connectTimeoutMs: 500 });
    await expect(plain.connect()).rejects.toThrow();
    await expect.poll(() => failed.length).toBe(1);
    expect(failed[0]).toMatchObject({ remoteAddress: '127.0.0.1' });
    expect(failed[0]?.reason).toMatch(/wrong version|http request|unknown protocol|packet length/i);
    expect(errors).toEqual([]);
  });
});
