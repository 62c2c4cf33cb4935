import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SmppClient } from '../src/index.js';
import { selfSignedCertificate } from './support/self-signed.js';
import { startServer, testClient, type RunningServer } from './support/smpp-fixtures.js';

describe('SMPP over TLS', () => {
  let certificate: { key: Buffer; cert: Buffer };
  let running: RunningServer | undefined;
  const clients: SmppClient[] = [];

  beforeAll(() => {
    certificate = selfSignedCertificate();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await running?.close();
    running = undefined;
  });

  const client = (port: number, options: Parameters<typeof testClient>[1] = {}) => {
    const created = testClient(port, options);
    clients.push(created);
    return created;
  };

  it('serves TLS and plain TCP listeners side by side from one server', async () => {
    running = await startServer();
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
    running = await startServer();
    const tlsAddress = await running.server.listen(0, '127.0.0.1', { tls: certificate });
    const untrusting = client(tlsAddress.port, { tls: true });
    const disconnects: string[] = [];
    untrusting.on('disconnected', ({ reason }) => disconnects.push(reason));
    await expect(untrusting.connect()).rejects.toThrow(/self-signed|certificate/i);
    expect(disconnects).toEqual(['connect-failed']);
  });
});
