import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PduLog } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  SMSC_PASSWORD,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

const run = promisify(execFile);
const DESTINATIONS = ['4915100000001', '4915100000002', '4915100000003', '4915100000004'];

interface LogPage {
  count: number;
  results: PduLog[];
}

describeEachDialect('PDU logs of gateway sessions', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let gatewayId: number;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'routelab-logs-'));
    // Hex ids (upper case, 3E8...): the message id filter is checked in the other case too.
    smsc = await startSmsc({ idFormat: 'hex' });
    client = await server().signedInClient('logs@example.com');
    // The longest enquire_link interval there is: the exact lists below hold no enquire_link
    // a slow run would otherwise log between two reads.
    gatewayId = (await createGateway(client, smsc.port, { enquire_link_interval: 600 })).id;
    await waitForState(client, gatewayId, 'bound');
    const ids = await sendSms(client, {
      gateway: gatewayId,
      destinations: DESTINATIONS,
      text: 'log me',
    });
    for (const id of ids) await waitForStatus(client, id, ['delivered']);
    // Every receipt answered and stored: 4 x (submit_sm, resp, deliver_sm, resp) after the bind.
    await eventually('the log to hold every exchange', async () => {
      const page = await client.get<LogPage>('/api/log/smsc/list/?command=deliver_sm_resp');
      return page.body.count === DESTINATIONS.length ? page : undefined;
    });
  });

  afterAll(async () => {
    await smsc.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists with filters and paging, newest first', async () => {
    const all = await client.get<LogPage>(
      `/api/log/smsc/list/?gateway=${gatewayId}&page_size=1000`,
    );
    expect(all.body.count).toBeGreaterThanOrEqual(2 + 4 * DESTINATIONS.length);
    const ids = all.body.results.map((log) => log.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.results.at(-1)).toMatchObject({
      command: 'bind_transceiver',
      direction: 'out',
    });

    const byName = await client.get<LogPage>('/api/log/smsc/list/?command=submit_sm');
    const byId = await client.get<LogPage>('/api/log/smsc/list/?command=0x00000004&direction=out');
    expect(byName.body.count).toBe(DESTINATIONS.length);
    expect(byId.body.results.map((l) => l.id)).toEqual(byName.body.results.map((l) => l.id));

    const submit = byName.body.results[0]!;
    const bySequence = await client.get<LogPage>(
      `/api/log/smsc/list/?sequence_number=0x${submit.sequence_number.toString(16)}`,
    );
    expect(bySequence.body.results.map((l) => l.command)).toEqual(
      expect.arrayContaining(['submit_sm', 'submit_sm_resp']),
    );

    const resp = (await client.get<LogPage>('/api/log/smsc/list/?command=submit_sm_resp')).body
      .results[0]!;
    expect(resp.message_id).not.toBeNull();
    const byMessage = await client.get<LogPage>(
      `/api/log/smsc/list/?message_id=${resp.message_id}`,
    );
    expect(byMessage.body.results.map((l) => l.command).sort()).toEqual([
      'deliver_sm',
      'submit_sm_resp',
    ]);
    // Hex ids come in either case: the other case finds the same rows.
    expect(resp.message_id).toMatch(/[A-F]/);
    const byOtherCase = await client.get<LogPage>(
      `/api/log/smsc/list/?message_id=${resp.message_id!.toLowerCase()}`,
    );
    expect(byOtherCase.body.count).toBe(byMessage.body.count);

    const paged = await client.get<LogPage>('/api/log/smsc/list/?page=2&page_size=3');
    expect(paged.body.results.map((l) => l.id)).toEqual(ids.slice(3, 6));
    const status = await client.get<LogPage>('/api/log/smsc/list/?command_status=0x58');
    expect(status.body.count).toBe(0);
    const ok = await client.get<LogPage>('/api/log/smsc/list/?command_status=0');
    const okByName = await client.get<LogPage>('/api/log/smsc/list/?command_status=esme_rok');
    expect(okByName.body.count).toBe(ok.body.count);
    expect(ok.body.count).toBeGreaterThan(0);
    const unknown = await client.get('/api/log/smsc/list/?command_status=ESME_RNOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      command_status: [expect.stringContaining('ESME_RTHROTTLED')],
    });

    const other = await server().signedInClient('nosy-logs@example.com');
    expect((await other.get<LogPage>('/api/log/smsc/list/')).body.count).toBe(0);
    expect((await other.get(`/api/log/smsc/${submit.id}/`)).status).toBe(404);
  });

  it('decodes a stored PDU on read: fields and hex', async () => {
    const submit = (await client.get<LogPage>('/api/log/smsc/list/?command=submit_sm')).body
      .results[0]!;
    const detail = await client.get<PduLog>(`/api/log/smsc/${submit.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.hex).toMatch(/^[0-9a-f]+$/);
    expect(detail.body.hex!.length).toBe(submit.length * 2);
    expect(detail.body.fields).toEqual(
      expect.arrayContaining([
        { name: 'destination_addr', value: expect.stringMatching(/^49151000000\d\d$/) },
        { name: 'short_message_text', value: 'log me' },
      ]),
    );
  });

  it('stores a bind with its password masked, one star per character', async () => {
    const bind = (await client.get<LogPage>('/api/log/smsc/list/?command=bind_transceiver')).body
      .results[0]!;
    const detail = await client.get<PduLog>(`/api/log/smsc/${bind.id}/`);
    expect(detail.body.fields).toEqual(
      expect.arrayContaining([{ name: 'password', value: '*'.repeat(SMSC_PASSWORD.length) }]),
    );
    expect(Buffer.from(detail.body.hex!, 'hex').toString('latin1')).not.toContain(SMSC_PASSWORD);
  });

  it('downloads every filtered row as CSV and JSON', async () => {
    const filter = `gateway=${gatewayId}&direction=in`;
    const listed = await client.get<LogPage>(`/api/log/smsc/list/?${filter}&page_size=1000`);
    const csv = await client.get<string>(`/api/log/smsc/download/?format=csv&${filter}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="smsc-pdus-.*\.csv"/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,side,connection_id,session_id,direction,command_id,command,command_status,command_status_name,sequence_number,message_id,length,hex',
    );
    const csvIds = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(csvIds.sort((a, b) => a - b)).toEqual(
      listed.body.results.map((l) => l.id).sort((a, b) => a - b),
    );

    const json = await client.get<PduLog[]>(`/api/log/smsc/download/?format=json&${filter}`);
    expect(json.status).toBe(200);
    expect(json.body.map((l) => l.id).sort((a, b) => a - b)).toEqual(csvIds);
    expect(json.body.every((l) => l.direction === 'in' && Array.isArray(l.fields))).toBe(true);
  });

  it('downloads a PCAP that tshark decodes as SMPP, unprompted, with the destinations', async () => {
    const response = await fetch(`${server().baseUrl}/api/log/smsc/download/?format=pcap`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const file = join(dir, 'smsc.pcap');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run('tshark', [
      '-r',
      file,
      '-Y',
      'smpp.command_id == 0x00000004',
      '-T',
      'fields',
      '-e',
      'smpp.destination_addr',
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(DESTINATIONS);
    // Every frame, with no `-d tcp.port==2775,smpp`: the client ports claim no other protocol.
    const all = await run('tshark', ['-r', file, '-Y', 'smpp']);
    const listed = await client.get<LogPage>('/api/log/smsc/list/');
    expect(all.stdout.trim().split('\n')).toHaveLength(listed.body.count);
  });

  it('purges rows older than the retention', async () => {
    const before = (await client.get<LogPage>('/api/log/smsc/list/')).body.count;
    expect(before).toBeGreaterThan(0);
    expect(await server().ctx.pduLogs.retention.purge()).toBe(0);
    server().clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      expect(await server().ctx.pduLogs.retention.purge()).toBeGreaterThanOrEqual(before);
      expect((await client.get<LogPage>('/api/log/smsc/list/')).body.count).toBe(0);
    } finally {
      server().clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});
