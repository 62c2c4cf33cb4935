import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, eventually, sendSms, startSmsc, waitForState } from './support/smsc-api.js';

describeEachDialect('CSV log downloads (issue 20, defect 5)', (server) => {
  let smsc: SmscSimulator;

  beforeAll(async () => {
    // A hostile SMSC: its message ids are spreadsheet formulas.
    smsc = await startSmsc({ idPrefix: '=HYPERLINK("x")' });
  });

  afterAll(async () => {
    await smsc.stop();
  });

  it('neutralise a message_id a spreadsheet would evaluate', async () => {
    const client = await server().signedInClient('csv@example.com');
    const gateway = (await createGateway(client, smsc.port)).id;
    await waitForState(client, gateway, 'bound');
    await sendSms(client, { gateway, destinations: ['4915100000001'], text: 'formula' });
    const query = `gateway=${gateway}&command=submit_sm_resp`;
    await eventually('the submit_sm_resp to be logged', async () => {
      const page = await client.get<{ count: number }>(`/api/log/smsc/list/?${query}`);
      return page.body.count === 1 ? page : undefined;
    });

    const csv = await client.get<string>(`/api/log/smsc/download/?format=csv&${query}`);
    expect(csv.status).toBe(200);
    const row = csv.body.trim().split('\r\n')[1] ?? '';
    expect(row).toContain(`,"'=HYPERLINK(""x"")1000",`);
    expect(row).not.toMatch(/,=/);
  });
});
