import type { Gateway, GatewayList, Message, MessageDetail } from '@routelab/shared';
import {
  SmscSimulator,
  type ReceivedSubmit,
  type SmscSimulatorOptions,
  type SubmitReply,
} from '@routelab/smpp/testing';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import { eventually } from './eventually.js';

export const SMSC_SYSTEM_ID = 'routelab';
export const SMSC_PASSWORD = 'secret1';

/** Receipts say UNDELIV for destinations ending in 666 (a handset that is off), else DELIVRD. */
export const undeliverableTo666 = (submit: ReceivedSubmit): SubmitReply => ({
  receipt: submit.pdu.destination_addr.endsWith('666') ? 'UNDELIV' : 'DELIVRD',
});

/**
 * The SMSC simulator createGateway's gateways bind to (SMSC_SYSTEM_ID, SMSC_PASSWORD), its
 * receipts as undeliverableTo666 says unless `options` decide otherwise.
 */
export function startSmsc(options: SmscSimulatorOptions = {}): Promise<SmscSimulator> {
  return SmscSimulator.start({
    credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
    reply: undeliverableTo666,
    ...options,
  });
}

export { eventually };

export async function createGateway(
  client: ApiClient,
  port: number,
  overrides: Record<string, unknown> = {},
): Promise<Gateway> {
  const response = await client.post<Gateway>('/api/gateway/create/', {
    name: `SMSC ${port}`,
    host: '127.0.0.1',
    port,
    system_id: SMSC_SYSTEM_ID,
    password: SMSC_PASSWORD,
    reconnect_delay: 1,
    window_size: 10,
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function connectionOf(client: ApiClient, id: number) {
  const list = await client.get<GatewayList>('/api/gateway/list/');
  return list.body.connections[String(id)];
}

export function waitForState(client: ApiClient, id: number, state: string, timeoutMs = 15_000) {
  return eventually(
    `gateway ${id} ${state}`,
    async () => {
      const connection = await connectionOf(client, id);
      return connection?.state === state ? connection : undefined;
    },
    timeoutMs,
  );
}

export async function sendSms(client: ApiClient, body: Record<string, unknown>): Promise<number[]> {
  const response = await client.post<{ ids: number[] }>('/api/message/smsc/create/', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.ids;
}

export async function messageDetail(client: ApiClient, id: number): Promise<MessageDetail> {
  const response = await client.get<MessageDetail>(`/api/message/smsc/${id}/`);
  expect(response.status).toBe(200);
  return response.body;
}

export async function waitForStatus(
  client: ApiClient,
  id: number,
  statuses: string[],
  timeoutMs = 15_000,
) {
  let last: MessageDetail | undefined;
  try {
    return await eventually(
      `message ${id} in ${statuses.join('/')}`,
      async () => {
        last = await messageDetail(client, id);
        return statuses.includes(last.status) ? last : undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last seen: ${JSON.stringify(last)}`);
  }
}

/** Every message of the user (all pages). */
export async function allMessages(client: ApiClient, query = ''): Promise<Message[]> {
  const results: Message[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.get<{ count: number; results: Message[] }>(
      `/api/message/smsc/list/?page_size=1000&page=${page}${query}`,
    );
    expect(response.status).toBe(200);
    results.push(...response.body.results);
    if (results.length >= response.body.count || response.body.results.length === 0) return results;
  }
}
