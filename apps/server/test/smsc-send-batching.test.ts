import { DEFAULT_PRICES } from '@routelab/shared';
import { expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { allMessages, createGateway } from './support/smsc-api.js';
import type { TestServer } from './support/test-server.js';

/** The price of a segment sent through a gateway, tier "any". */
const PRICE = DEFAULT_PRICES.find((price) => price.tier === 'any')!.sent_segment_micros;
const SENDS = 20;

const balanceOf = async (server: TestServer, userId: number) =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select('balance_micros')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).balance_micros,
  );

/** Sets the user's balance through the ledger (an adjustment of the difference). */
async function setBalance(server: TestServer, userId: number, micros: number) {
  const change = micros - (await balanceOf(server, userId));
  if (change === 0) return;
  await server.ctx.ledger.apply({ userId, amountMicros: change, kind: 'adjustment', at: 1 });
}

const send = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<{ ids: number[]; code?: string }>('/api/message/smsc/create/', body);

/** Concurrent sends share transactions (the send API's commit queue): each keeps its own answer. */
describeEachDialect('concurrent sends', (server) => {
  it('stores every concurrent send, each answered with its own ids, and one bad send fails alone', async () => {
    const client = await server().signedInClient('batch-all@example.com');
    const gateway = await createGateway(client, 1, { enabled: false });
    const responses = await Promise.all(
      Array.from({ length: SENDS }, (_, index) =>
        send(client, {
          // One send names a gateway that is not the user's: 404 for it only.
          gateway: index === 7 ? gateway.id + 1000 : gateway.id,
          destinations: [`4917000${String(index).padStart(5, '0')}`, `4918000${index}`],
          text: `message ${index}`,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(
      Array.from({ length: SENDS }, (_, index) => (index === 7 ? 404 : 201)),
    );
    const stored = await allMessages(client);
    const byId = new Map(stored.map((message) => [message.id, message.destination_addr]));
    responses.forEach((response, index) => {
      if (index === 7) return;
      expect(response.body.ids.map((id) => byId.get(id))).toEqual([
        `4917000${String(index).padStart(5, '0')}`,
        `4918000${index}`,
      ]);
    });
    expect(stored).toHaveLength(2 * (SENDS - 1));
  });

  it('answers 402 for exactly the concurrent sends the balance cannot cover', async () => {
    const client = await server().signedInClient('batch-short@example.com');
    const { id } = (await client.get<{ id: number }>('/api/user/profile/')).body;
    const gateway = await createGateway(client, 1, { enabled: false });
    const covered = 15;
    await setBalance(server(), id, covered * PRICE);

    const responses = await Promise.all(
      Array.from({ length: SENDS }, (_, index) =>
        send(client, {
          gateway: gateway.id,
          destinations: [`49170001${String(index).padStart(4, '0')}`],
          text: 'one segment',
        }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 402);
    expect(accepted).toHaveLength(covered);
    expect(refused).toHaveLength(SENDS - covered);
    for (const response of refused) expect(response.body.code).toBe('insufficient_balance');
    expect(await balanceOf(server(), id)).toBe(0);

    const stored = await allMessages(client);
    expect(stored.map((message) => message.id).sort((a, b) => a - b)).toEqual(
      accepted.flatMap((response) => response.body.ids).sort((a, b) => a - b),
    );
    const charges = await server()
      .db.selectFrom('ledger_entries')
      .select(['amount_micros', 'reference'])
      .where('user_id', '=', id)
      .where('kind', '=', 'message_charge')
      .execute();
    // One charge per user per batch: together they are exactly the stored sends, each naming
    // the first message of its batch.
    expect(charges.reduce((sum, row) => sum + Number(row.amount_micros), 0)).toBe(-covered * PRICE);
    const storedIds = new Set(stored.map((message) => `sms:${message.id}`));
    for (const row of charges) expect(storedIds.has(row.reference ?? '')).toBe(true);
  });
});
