import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectSocket } from './connect-socket.js';

describe('connectSocket', () => {
  it('says the TLS handshake timed out when the port answers TCP but not TLS', async () => {
    const accepted: Socket[] = [];
    const plain = createServer((socket) => accepted.push(socket)).listen(0, '127.0.0.1');
    await once(plain, 'listening');
    const { port } = plain.address() as { port: number };
    try {
      await expect(
        connectSocket({ host: '127.0.0.1', port, tls: true, timeoutMs: 200 }),
      ).rejects.toThrow(`TLS handshake with 127.0.0.1:${port} timed out`);
    } finally {
      for (const socket of accepted) socket.destroy();
      plain.close();
    }
  });
});
