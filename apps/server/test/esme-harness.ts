import type { Client, ClientCreateBody } from '@routelab/shared';
import {
  createPdu,
  encodePdu,
  SmppBindError,
  SmppClient,
  type SmppClientOptions,
} from '@routelab/smpp';
import { expect } from 'vitest';
import { RawPeer } from '../../../packages/smpp/test/support/raw-peer.js';
import type { ApiClient } from './support/api-client.js';
import type { TestServer } from './support/test-server.js';
import { eventually } from './support/eventually.js';

/** Helpers of the esme-*.test.ts suites: the SMPP listener of a test server, accounts, ESMEs. */

/** The test server's SMPP listener (started with the server on a free loopback port). */
export function smppPortOf(server: TestServer): Promise<number> {
  return Promise.resolve(server.smppPort);
}

let accountCounter = 0;

/** A unique system_id (they are unique server-wide). */
export function uniqueSystemId(prefix = 'esme'): string {
  accountCounter += 1;
  return `${prefix}${process.pid % 1000}x${accountCounter}`.slice(0, 15);
}

export async function createAccount(
  api: ApiClient,
  overrides: Partial<ClientCreateBody> = {},
): Promise<Client & { password: string }> {
  const password = overrides.password ?? 'pw123456';
  const response = await api.post<Client>('/api/client/create/', {
    name: 'Test account',
    system_id: uniqueSystemId(),
    dlr_policy: { mode: 'off', weights: {} },
    ...overrides,
    password,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...response.body, password };
}

/**
 * An SmppClient (our library) bound to the test server as the account; rejects if refused.
 * `prepare` runs before the bind (listeners for what the server sends as soon as it is bound).
 */
export async function bindEsme(
  port: number,
  account: { system_id: string; password: string },
  options: Partial<SmppClientOptions> = {},
  prepare?: (client: SmppClient) => void,
): Promise<SmppClient> {
  const client = new SmppClient({
    host: '127.0.0.1',
    port,
    system_id: account.system_id,
    password: account.password,
    responseTimeoutMs: 5_000,
    enquireLinkIntervalMs: 0,
    ...options,
  });
  client.on('error', () => undefined);
  prepare?.(client);
  await client.connect();
  return client;
}

export { eventually };

export const gsm = (text: string) => Buffer.from(text, 'latin1');

/** The command_status a bind gets (0 = bound; the client is closed again either way). */
export async function bindStatus(
  port: number,
  account: { system_id: string; password: string },
  options: Partial<SmppClientOptions> = {},
): Promise<number> {
  try {
    const client = await bindEsme(port, account, options);
    await client.close();
    return 0;
  } catch (error) {
    if (error instanceof SmppBindError) return error.commandStatus;
    throw error;
  }
}

/** A bind from `localAddress`: its command_status, or 'closed' when the connection is cut first. */
export async function bindFrom(
  port: number,
  localAddress: string,
  account: { system_id: string; password: string },
): Promise<number | 'closed'> {
  const peer = await RawPeer.connect(port, localAddress);
  peer.send(
    encodePdu(
      createPdu('bind_transceiver', {
        system_id: account.system_id,
        password: account.password,
        interface_version: 0x34,
      }),
    ),
  );
  const answer = await Promise.race([
    peer
      .next((pdu) => pdu.command === 'bind_transceiver_resp', 30_000)
      .then((pdu) => pdu.commandStatus),
    peer.closed.then(() => 'closed' as const),
  ]);
  peer.close();
  return answer;
}
