import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dedicatedSmppCancelledSchema,
  dedicatedSmppSchema,
  ledgerEntrySchema,
  pagedSchema,
  type DedicatedSmpp,
} from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';
import { expect, it, vi } from 'vitest';
import { RawPeer } from '../../../packages/smpp/test/support/raw-peer.js';
import { selfSignedCertificate } from '../../../packages/smpp/test/support/self-signed.js';
import { createRouteLab } from '../src/composition-root.js';
import { TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { bindEsme, bindFrom, createAccount, uniqueSystemId } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { freePortRange } from '../../../packages/smpp/test/interop/support/ports.js';

const PATH = '/api/subscription/smpp/';
const DAY = 86_400_000;
const PRICE = 10_000_000; // the 'any' tier's price per IP address per 30 days
const ledgerPage = pagedSchema(ledgerEntrySchema);

/** Retries the check until it passes (mail and listeners follow their change shortly). */
const settled = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** Whether anything listens on the port (ECONNREFUSED: no). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A user without a subscription reads 200 `null` (no failed request on the console page). */
async function noSubscription(api: ApiClient): Promise<boolean> {
  const response = await api.get(PATH);
  return response.status === 200 && response.body === null;
}

describeEachDialect('dedicated SMPP', (server) => {
  let counter = 0;
  /** A signed-in user (with the test credit unless `balanceMicros` sets the balance). */
  async function user(name: string, balanceMicros?: number) {
    counter += 1;
    const email = `dedicated-${name}-${counter}@example.com`;
    const api = await server().signedInClient(email);
    const profile = (await api.get<{ id: number; balance: number }>('/api/user/profile/')).body;
    if (balanceMicros !== undefined) {
      const current = await server().ctx.ledger.balanceOf(profile.id);
      await server().ctx.ledger.apply({
        userId: profile.id,
        amountMicros: balanceMicros - current,
        kind: 'adjustment',
        at: server().clock.now(),
      });
    }
    return { api, email, id: profile.id };
  }

  const subscribe = async (api: ApiClient, ipAddresses: string[]) => {
    const created = await api.post<DedicatedSmpp>(PATH, { ip_addresses: ipAddresses });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return dedicatedSmppSchema.parse(created.body);
  };

  const charges = async (api: ApiClient) =>
    ledgerPage
      .parse((await api.get('/api/billing/ledger/?page_size=100')).body)
      .results.filter((entry) => entry.kind === 'subscription' || entry.kind === 'refund')
      .map((entry) => ({ kind: entry.kind, amount: entry.amount_micros }));

  const mailsTo = (email: string, subject: string) =>
    server().smtp.messages.filter((mail) => mail.to.includes(email) && mail.text.includes(subject))
      .length;

  /** Moves the clock and lets the renewal job run at once. */
  async function advance(ms: number) {
    server().clock.advance(ms);
    await server().ctx.dedicatedSmpp.renewDue();
  }

  it('previews, subscribes, charges, refuses a second one and strangers at accept', async () => {
    const owner = await user('owner');
    const balanceBefore = await server().ctx.ledger.balanceOf(owner.id);
    const preview = await owner.api.post<{ preview: string }>(PATH, {
      ip_addresses: ['127.0.0.1', '::1'],
      preview: true,
    });
    expect(preview.status).toBe(200);
    const renewsOn = new Date(server().clock.now() + 30 * DAY).toISOString().slice(0, 10);
    expect(preview.body).toEqual({
      preview: `You will be charged $20.000 now for 2 IP addresses; it renews on ${renewsOn} for $20.000 unless cancelled.`,
    });
    expect(await noSubscription(owner.api)).toBe(true);
    expect(await server().ctx.ledger.balanceOf(owner.id)).toBe(balanceBefore);

    const subscription = await subscribe(owner.api, ['127.0.0.1', '::1']);
    expect(subscription).toMatchObject({
      status: 'active',
      ip_addresses: ['127.0.0.1', '::1'],
      price_per_ip_micros: PRICE,
      price_per_period_micros: 2 * PRICE,
      listening: true,
      tls_port: null,
      preview: preview.body.preview,
    });
    const range = server().config.dedicatedSmppPorts;
    expect(subscription.port).toBeGreaterThanOrEqual(range.first);
    expect(subscription.port).toBeLessThanOrEqual(range.last);
    expect(await server().ctx.ledger.balanceOf(owner.id)).toBe(balanceBefore - 2 * PRICE);
    expect(await charges(owner.api)).toEqual([{ kind: 'subscription', amount: -2 * PRICE }]);
    await settled(() => expect(mailsTo(owner.email, 'Your dedicated SMPP is ready')).toBe(1));

    const again = await owner.api.post(PATH, { ip_addresses: ['127.0.0.1'] });
    expect(again.status).toBe(409);

    // The owner's account binds from a listed address; a stranger is closed at accept.
    const account = await createAccount(owner.api);
    expect(await bindFrom(subscription.port, '127.0.0.1', account)).toBe(0);
    expect(await bindFrom(subscription.port, '127.0.0.2', account)).toBe('closed');
    await settled(async () => {
      const seen = dedicatedSmppSchema.parse((await owner.api.get(PATH)).body);
      expect(seen.refused_connections).toMatchObject({ count: 1, last_address: '127.0.0.2' });
    });

    // Another user's account does not exist on this listener (its right password is answered as
    // an unknown system_id is, as a wrong password); they have none, and its id answers 404.
    const other = await user('other');
    const theirs = await createAccount(other.api);
    expect(await bindFrom(subscription.port, '127.0.0.1', theirs)).toBe(
      CommandStatus.ESME_RINVPASWD,
    );
    expect(await noSubscription(other.api)).toBe(true);
    const put = await other.api.put(PATH, { id: subscription.id, ip_addresses: ['127.0.0.2'] });
    expect(put.status).toBe(404);
    expect((await other.api.delete(`${PATH}${subscription.id}/`)).status).toBe(404);

    // A bound session shows on the subscription.
    const esme = await bindEsme(subscription.port, account);
    const live = dedicatedSmppSchema.parse((await owner.api.get(PATH)).body);
    expect(live.sessions).toEqual([
      expect.objectContaining({ system_id: account.system_id, bind_type: 'trx' }),
    ]);
    const unbound = new Promise((resolve) => esme.once('disconnected', resolve));
    const cancelled = await owner.api.delete(`${PATH}${subscription.id}/`);
    expect(cancelled.status).toBe(200);
    await unbound;
    await esme.close();
    expect(await listening(subscription.port)).toBe(false);
  });

  it('answers 402 when the balance does not cover the period, and 400 for bad addresses', async () => {
    const poor = await user('poor', 15_000_000);
    const refused = await poor.api.post<{ detail: string }>(PATH, {
      ip_addresses: ['127.0.0.1', '127.0.0.3'],
    });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toBe('This needs $20.000; the balance is $15.000.');
    expect(await noSubscription(poor.api)).toBe(true);
    expect(await server().ctx.ledger.balanceOf(poor.id)).toBe(15_000_000);

    const bad = await poor.api.post<Record<string, string[]>>(PATH, {
      ip_addresses: ['999.1.1.1', '127.0.0.1', '127.0.0.1'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ip_addresses).toBeDefined();
    const empty = await poor.api.post<Record<string, string[]>>(PATH, { ip_addresses: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.ip_addresses).toEqual(['Add at least one IP address']);
  });

  it('makes one subscription of two concurrent subscribes, charged once', async () => {
    const racer = await user('racer');
    const answers = await Promise.all(
      [0, 1].map(() => racer.api.post(PATH, { ip_addresses: ['127.0.0.1'] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await charges(racer.api)).toEqual([{ kind: 'subscription', amount: -PRICE }]);
    const subscription = dedicatedSmppSchema.parse((await racer.api.get(PATH)).body);
    await racer.api.delete(`${PATH}${subscription.id}/`);
  });

  it('charges added addresses pro rata, refunds unused whole days on cancel', async () => {
    const changer = await user('changer');
    const subscription = await subscribe(changer.api, ['127.0.0.1']);
    const account = await createAccount(changer.api);
    server().clock.advance(15 * DAY);
    await changer.api.login(changer.email, 'Secret-pass-1');

    const body = { id: subscription.id, ip_addresses: ['127.0.0.1', '127.0.0.2'] };
    const preview = await changer.api.put<{ preview: string }>(PATH, { ...body, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toMatch(
      /^You will be charged \$5\.000 now for 1 added address for the 15 days left in this period\. It renews on \d{4}-\d\d-\d\d for \$20\.000 unless cancelled\.$/,
    );
    const changed = await changer.api.put<DedicatedSmpp>(PATH, body);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      ip_addresses: ['127.0.0.1', '127.0.0.2'],
      preview: preview.body.preview,
    });
    // The new address is let in at once.
    expect(await bindFrom(subscription.port, '127.0.0.2', account)).toBe(0);

    const removal = { id: subscription.id, ip_addresses: ['127.0.0.2'], preview: true };
    const removalPreview = await changer.api.put<{ preview: string }>(PATH, removal);
    expect(removalPreview.body.preview).toContain(
      'Nothing is charged now. Removed addresses are not refunded.',
    );
    await changer.api.put(PATH, { ...removal, preview: false });
    expect(await bindFrom(subscription.port, '127.0.0.1', account)).toBe('closed');

    server().clock.advance(5 * DAY + 3_600_000);
    await changer.api.login(changer.email, 'Secret-pass-1');
    // 30 - 20 days and an hour: 9 unused whole days of one address at $10 per 30 days.
    const cancelPreview = await changer.api.delete<{ preview: string }>(
      `${PATH}${subscription.id}/?preview=1`,
    );
    expect(cancelPreview.body).toEqual({
      preview:
        'The subscription ends now and its listener closes. $3.000 is refunded for 9 unused whole days.',
    });
    expect(await listening(subscription.port)).toBe(true);
    const cancelled = dedicatedSmppCancelledSchema.parse(
      (await changer.api.delete(`${PATH}${subscription.id}/`)).body,
    );
    expect(cancelled.refunded_micros).toBe(3_000_000);
    expect(await charges(changer.api)).toEqual([
      { kind: 'refund', amount: 3_000_000 },
      { kind: 'subscription', amount: -5_000_000 },
      { kind: 'subscription', amount: -PRICE },
    ]);
    expect(await listening(subscription.port)).toBe(false);
    expect(await noSubscription(changer.api)).toBe(true);
    await settled(() => expect(mailsTo(changer.email, 'is cancelled')).toBe(1));
  });

  it('renews at the period end; grace, suspension and resume after a top-up', async () => {
    const renewing = await user('renewing');
    const subscription = await subscribe(renewing.api, ['127.0.0.1']);
    await advance(30 * DAY + 1_000);
    await renewing.api.login(renewing.email, 'Secret-pass-1');
    const renewed = dedicatedSmppSchema.parse((await renewing.api.get(PATH)).body);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.period_end)).toBe(Date.parse(subscription.period_end) + 30 * DAY);
    expect(await charges(renewing.api)).toEqual([
      { kind: 'subscription', amount: -PRICE },
      { kind: 'subscription', amount: -PRICE },
    ]);
    await settled(() => expect(mailsTo(renewing.email, 'was renewed')).toBe(1));
    await renewing.api.delete(`${PATH}${subscription.id}/`);

    const short = await user('short', PRICE);
    const lapsing = await subscribe(short.api, ['127.0.0.1']);
    const account = await createAccount(short.api);
    await advance(30 * DAY + 1_000);
    await short.api.login(short.email, 'Secret-pass-1');
    const grace = dedicatedSmppSchema.parse((await short.api.get(PATH)).body);
    expect(grace.status).toBe('grace');
    expect(grace.listening).toBe(true);
    expect(await bindFrom(lapsing.port, '127.0.0.1', account)).toBe(0);
    const profile = await short.api.get<{ dedicated_smpp_alert?: unknown }>('/api/user/profile/');
    expect(profile.body.dedicated_smpp_alert).toEqual({
      status: 'grace',
      grace_until: grace.grace_until,
    });
    await settled(() => expect(mailsTo(short.email, 'renewal failed')).toBe(1));

    await advance(3 * DAY);
    const suspended = dedicatedSmppSchema.parse((await short.api.get(PATH)).body);
    expect(suspended).toMatchObject({ status: 'suspended', listening: false });
    expect(await listening(lapsing.port)).toBe(false);
    await settled(() => expect(mailsTo(short.email, 'is suspended')).toBe(1));

    // A top-up that covers the renewal renews and reopens it at once.
    await server().ctx.ledger.apply({
      userId: short.id,
      amountMicros: PRICE,
      kind: 'top_up',
      at: server().clock.now(),
    });
    await settled(async () => {
      const resumed = dedicatedSmppSchema.parse((await short.api.get(PATH)).body);
      expect(resumed).toMatchObject({ status: 'active', listening: true, port: lapsing.port });
    });
    expect(await bindFrom(lapsing.port, '127.0.0.1', account)).toBe(0);
    const after = await short.api.get<{ dedicated_smpp_alert?: unknown }>('/api/user/profile/');
    expect(after.body.dedicated_smpp_alert).toBeUndefined();
    expect(await charges(short.api)).toEqual([
      { kind: 'subscription', amount: -PRICE },
      { kind: 'subscription', amount: -PRICE },
    ]);
    await short.api.delete(`${PATH}${lapsing.id}/`);
  });

  it('keeps the port across a restart and reopens the listener', async () => {
    const keeper = await user('keeper');
    const subscription = await subscribe(keeper.api, ['127.0.0.1']);
    const account = await createAccount(keeper.api, { system_id: uniqueSystemId('keep') });
    await server().ctx.dedicatedSmpp.stop();
    expect(await listening(subscription.port)).toBe(false);

    const restarted = await createRouteLab({
      config: { ...server().config, port: 0, smppPort: 0 },
      database: server().database,
      clock: server().clock.now,
      passwordCost: TEST_SCRYPT_COST,
      webDir: null,
    });
    await restarted.start();
    try {
      expect(await bindFrom(subscription.port, '127.0.0.1', account)).toBe(0);
      const seen = await restarted.ctx.dedicatedSmpp.get(keeper.id);
      expect(seen).toMatchObject({ port: subscription.port, listening: true });
    } finally {
      await restarted.stop();
      await server().ctx.dedicatedSmpp.start();
    }
    await keeper.api.delete(`${PATH}${subscription.id}/`);
  });

  it('opens a TLS listener beside the port when the SMPP certificate is configured', async () => {
    const holder = await user('tls');
    const account = await createAccount(holder.api);
    const { cert, key } = selfSignedCertificate();
    const dir = await mkdtemp(join(tmpdir(), 'routelab-dedicated-tls-'));
    await writeFile(join(dir, 'cert.pem'), cert);
    await writeFile(join(dir, 'key.pem'), key);
    const ports = await freePortRange(2);
    // Two processes on one database: the test server's renewal sweep would open the new
    // subscription's plain port too, and the one that lost the race could not open its listener.
    await server().ctx.dedicatedSmpp.stop();
    const lab = await createRouteLab({
      config: {
        ...server().config,
        port: 0,
        smppPort: 0,
        smppTlsPort: 0,
        smppTlsCert: join(dir, 'cert.pem'),
        smppTlsKey: join(dir, 'key.pem'),
        dedicatedSmppPorts: ports,
      },
      database: server().database,
      clock: server().clock.now,
      passwordCost: TEST_SCRYPT_COST,
      webDir: null,
    });
    await lab.start();
    try {
      const created = await lab.ctx.dedicatedSmpp.create(
        holder.id,
        { ip_addresses: ['127.0.0.1'], preview: false },
        'en',
      );
      const subscription = dedicatedSmppSchema.parse(created);
      expect(subscription.port).toBe(ports.first);
      // The range is 2 ports long: each TLS port is 2 past its plain one.
      expect(subscription.tls_port).toBe(ports.first + 2);
      const esme = await bindEsme(subscription.tls_port ?? 0, account, {
        tls: { ca: cert, servername: '127.0.0.1' },
      });
      const answer = await esme.submitSm({
        source_addr: 'Tls',
        destination_addr: '4915100000801',
        short_message: Buffer.from('dedicated over TLS'),
      });
      expect(answer.message_id).toMatch(/^\d+$/);
      await esme.close();
      // A stranger is refused before the handshake.
      const stranger = await RawPeer.connect(subscription.tls_port ?? 0, '127.0.0.2');
      await stranger.closed;
      await lab.ctx.dedicatedSmpp.cancel(holder.id, subscription.id, false, 'en');
      expect(await listening(subscription.tls_port ?? 0)).toBe(false);
    } finally {
      await lab.stop();
      await server().ctx.dedicatedSmpp.start();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
