import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo, Server, Socket } from 'node:net';

/** The parts of npm `smpp` 0.5.1 (untyped CommonJS) that the interop tests and the bench use. */
export interface NpmSmppPdu {
  command: string;
  command_id: number;
  command_status: number;
  sequence_number: number;
  [field: string]: unknown;
  isResponse(): boolean;
  response(options?: Record<string, unknown>): NpmSmppPdu;
  toBuffer(): Buffer;
}

export interface NpmSmppSession extends EventEmitter {
  socket: Socket;
  send(
    pdu: NpmSmppPdu,
    onResponse?: (response: NpmSmppPdu) => void,
    onSent?: (pdu: NpmSmppPdu) => void,
  ): boolean;
  close(onClose?: () => void): void;
  destroy(onClose?: () => void): void;
}

interface NpmSmppModule {
  /** `default`: the encoding it reads and writes data_coding 0 in (ASCII means GSM 03.38). */
  encodings: { default: string };
  PDU: new (commandOrBuffer: string | Buffer, options?: Record<string, unknown>) => NpmSmppPdu;
  connect(options: { host: string; port: number }): NpmSmppSession;
  createServer(onSession: (session: NpmSmppSession) => void): Server;
}

const require = createRequire(import.meta.url);
// createRequire returns an untyped module; the interface above lists exactly what we rely on.
export const npmSmpp = require('smpp') as NpmSmppModule;

export function npmPdu(command: string, options: Record<string, unknown> = {}): NpmSmppPdu {
  return new npmSmpp.PDU(command, options);
}

export function npmDecode(buffer: Buffer): NpmSmppPdu {
  return new npmSmpp.PDU(buffer);
}

/** Opens an npm `smpp` client session to 127.0.0.1:port. */
export function npmConnect(port: number): Promise<NpmSmppSession> {
  return new Promise((resolve, reject) => {
    const session = npmSmpp.connect({ host: '127.0.0.1', port });
    session.once('connect', () => {
      session.off('error', reject);
      resolve(session);
    });
    session.once('error', reject);
  });
}

/** Destroys a session's socket and resolves once it is closed (at once if it already was). */
export function npmDestroy(session: NpmSmppSession): Promise<void> {
  if (session.socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => session.destroy(() => resolve()));
}

/** Sends a request and resolves with its response (npm `smpp` has no response timeout itself). */
export function npmRequest(
  session: NpmSmppSession,
  command: string,
  options: Record<string, unknown> = {},
  timeoutMs = 10_000,
): Promise<NpmSmppPdu> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${command}_resp within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const sent = session.send(npmPdu(command, options), (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    if (!sent) {
      clearTimeout(timer);
      reject(new Error(`could not send ${command}: socket not writable`));
    }
  });
}

export interface NpmSmppServer {
  port: number;
  sessions: NpmSmppSession[];
  close(): Promise<void>;
}

/** Starts an npm `smpp` server on 127.0.0.1 with a free port; `onSession` wires each session. */
export async function startNpmSmppServer(
  onSession: (session: NpmSmppSession) => void,
): Promise<NpmSmppServer> {
  const sessions: NpmSmppSession[] = [];
  const server = npmSmpp.createServer((session) => {
    sessions.push(session);
    session.on('error', () => session.destroy());
    onSession(session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
