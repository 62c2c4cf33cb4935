import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADDRESS_NOT_ALLOWED, SmppServer } from '../src/index.js';
import { closedAfterEachTest, testAuthenticate, testClient } from './support/smpp-fixtures.js';

/** Connects from `localAddress` and resolves once the server has closed the socket. */
function closedFrom(port: number, localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

describe('allowConnection', () => {
  const { afterTest } = closedAfterEachTest();

  it('closes a refused peer at accept, before any session, and serves an allowed one', async () => {
    const server = new SmppServer({ authenticate: testAuthenticate, closeTimeoutMs: 500 });
    afterTest(() => server.close());
    const rejected: unknown[] = [];
    const connections: unknown[] = [];
    server.on('connectionRejected', (info) => rejected.push(info));
    server.on('connection', (session) => connections.push(session));
    const { port } = await server.listen(0, '127.0.0.1', {
      allowConnection: (address) => address === '127.0.0.1',
    });

    await closedFrom(port, '127.0.0.2');
    expect(rejected).toEqual([{ remoteAddress: '127.0.0.2', reason: ADDRESS_NOT_ALLOWED }]);
    expect(connections).toHaveLength(0);

    const esme = testClient(port);
    afterTest(() => esme.close());
    await expect(esme.connect()).resolves.toMatchObject({ commandStatus: 0 });
    expect(connections).toHaveLength(1);
    expect(rejected).toHaveLength(1);
  });
});
