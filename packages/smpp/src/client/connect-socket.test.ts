import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectSocket } from './connect-socket.js';
import { SmppAddressDeniedError, SmppConnectError } from './errors.js';

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.');

describe('connectSocket', () => {
  let server: Server;
  let port: number;
  const accepted: Socket[] = [];

  beforeEach(async () => {
    server = createServer((socket) => accepted.push(socket)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });

  afterEach(() => {
    for (const socket of accepted.splice(0)) socket.destroy();
    server.close();
  });

  it('says the TLS handshake timed out when the port answers TCP but not TLS', async () => {
    // Long enough that TCP always connects first, however late the event loop: a timer that
    // fired before the connect would give the connect's message, not the handshake's.
    const failure = connectSocket({ host: '127.0.0.1', port, tls: true, timeoutMs: 5_000 });
    await expect(failure).rejects.toThrow(`TLS handshake with 127.0.0.1:${port} timed out`);
    await expect(failure).rejects.not.toBeInstanceOf(SmppConnectError);
  });

  it('never opens a connection to a literal address the hook refuses', async () => {
    const seen: string[] = [];
    const failure = connectSocket({
      host: '127.0.0.1',
      port,
      timeoutMs: 2000,
      allowAddress: (address) => (seen.push(address), !isLoopback(address)),
    });
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmppConnectError);
    expect((error as SmppConnectError).cause).toBeInstanceOf(SmppAddressDeniedError);
    expect(seen).toEqual(['127.0.0.1']);
    expect(accepted).toHaveLength(0);
  });

  it('checks what a host name resolves to and never opens a refused one', async () => {
    const seen: string[] = [];
    const error: unknown = await connectSocket({
      host: 'localhost',
      port,
      timeoutMs: 2000,
      allowAddress: (address) => (seen.push(address), !isLoopback(address)),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmppConnectError);
    expect((error as SmppConnectError).cause).toBeInstanceOf(SmppAddressDeniedError);
    expect((error as Error).message).toMatch(
      /^could not connect to localhost:\d+: localhost resolves only to addresses that are not allowed \(/,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(isLoopback)).toBe(true);
    expect(accepted).toHaveLength(0);
  });

  it('connects to the resolved address the hook allows', async () => {
    const socket = await connectSocket({
      host: 'localhost',
      port,
      timeoutMs: 2000,
      // The listener is on IPv4 only: an allowed ::1 would be refused instead.
      allowAddress: (address) => address === '127.0.0.1',
    });
    expect(socket.remoteAddress).toBe('127.0.0.1');
    socket.destroy();
  });

  it('wraps a refused connection in SmppConnectError, with the reason as its cause', async () => {
    const closedPort = port;
    server.close();
    await once(server, 'close');
    const error: unknown = await connectSocket({
      host: '127.0.0.1',
      port: closedPort,
      timeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmppConnectError);
    expect((error as SmppConnectError).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
